// The surnames the generators draw people's names from (fixtures.ts's installations, staff.fixtures.ts's staff):
// their own module so that the staff world can be built inside the fixtures without an import cycle.
export const SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Braun',
  'Zimmermann',
  'Hartmann',
];
