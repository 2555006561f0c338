import type { Fleet, SiteListRow } from './sites-row.ts';

/** SPEC §3: a fleet is presented as id (its uuid) and value (its name). */
export interface FleetIdValue {
  readonly id: string;
  readonly value: string;
}

/** The fleets as id/value, sorted by name (then id, so equal names keep a stable order). */
export function fleetIdValues(fleets: readonly Fleet[]): FleetIdValue[] {
  return fleets
    .map((fleet) => ({ id: fleet.uuid, value: fleet.name }))
    .sort((a, b) => a.value.localeCompare(b.value, 'en') || a.id.localeCompare(b.id));
}

export function findFleet(fleets: readonly Fleet[], uuid: string): Fleet | undefined {
  const wanted = uuid.toLowerCase();
  return fleets.find((fleet) => fleet.uuid.toLowerCase() === wanted);
}

/** The sites linked to one fleet, by uuid (exact, unlike the name filter), each site once, in input order. */
export function sitesOfFleet(rows: readonly SiteListRow[], fleetUuid: string): SiteListRow[] {
  const wanted = fleetUuid.toLowerCase();
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.subscription)) return false;
    if (!row.fleets.some((fleet) => fleet.uuid.toLowerCase() === wanted)) return false;
    seen.add(row.subscription);
    return true;
  });
}
