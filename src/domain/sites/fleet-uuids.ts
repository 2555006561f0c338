import type { Fleet } from './sites-row.ts';

/** What a list needs to put chosen fleets on the wire: the fleets, whose uuids go there for their names. */
export interface FleetContext {
  readonly fleets: readonly Fleet[];
}

/**
 * The fleet uuids to send for the chosen fleet names, or null when the choice cannot be expressed in uuids (a name
 * no listed fleet has). The engine matches a name anywhere in `fleetsStr`, so every fleet whose name contains a
 * chosen name is sent: the server may then answer more rows than the engine keeps, never fewer.
 */
export function serverFleetUuids(names: readonly string[], fleets: readonly Fleet[]): string[] | null {
  const uuids = new Set<string>();
  for (const name of names) {
    const matching = fleets.filter((fleet) => fleet.name.includes(name));
    if (matching.length === 0) return null;
    for (const fleet of matching) uuids.add(fleet.uuid);
  }
  return [...uuids].sort();
}

/** The `fleets` parameter of a list call for the Fleets group: the uuids, or nothing when the choice cannot be said. */
export function fleetsParam(names: readonly string[], { fleets }: FleetContext): { fleets?: string[] } {
  const uuids = names.length === 0 ? null : serverFleetUuids(names, fleets);
  return uuids === null ? {} : { fleets: uuids };
}
