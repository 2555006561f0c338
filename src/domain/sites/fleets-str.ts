export const NOT_LINKED_TO_FLEET = 'not linked to fleet';

interface NamedFleet {
  readonly name: string;
}

/** What a fleet is called on screen: its name, or 'Unnamed fleet' for a blank one (a heading or link needs text). */
export function fleetName(fleet: NamedFleet): string {
  return fleet.name.trim() === '' ? 'Unnamed fleet' : fleet.name;
}

/** SPEC §3: fleet names joined by ', ', or 'not linked to fleet' when the site has none. */
export function deriveFleetsStr(fleets: readonly NamedFleet[] | null | undefined): string {
  if (!fleets || fleets.length === 0) return NOT_LINKED_TO_FLEET;
  return fleets.map((fleet) => fleet.name).join(', ');
}

/** The row as the filter engine sees it: the wire row plus its derived `fleetsStr`. */
export function withFleetsStr<R extends { readonly fleets: readonly NamedFleet[] }>(
  row: R,
): R & { fleetsStr: string } {
  return { ...row, fleetsStr: deriveFleetsStr(row.fleets) };
}

/** DESIGN §3: the fleet multi-select is disabled when none of the rows in view is linked to any fleet. */
export function noneLinkedToFleet(rows: readonly { readonly fleets: readonly unknown[] }[]): boolean {
  return rows.every((row) => row.fleets.length === 0);
}
