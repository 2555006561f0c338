import type { SitesCollection } from '../../../domain/sites-collection.ts';

/*
 * The last collection of each provider, kept for the session's lifetime in memory: going back from a site to its
 * list shows the loaded pages at once instead of loading them again (pickCollection decides whether it still fits).
 */
const held = new Map<string, SitesCollection>();

export function heldCollection(hemsId: string): SitesCollection | undefined {
  return held.get(hemsId);
}

export function holdCollection(collection: SitesCollection): void {
  held.set(collection.hemsId, collection);
}

export function dropCollection(hemsId: string): void {
  held.delete(hemsId);
}

/** Tests start from nothing. */
export function clearHeldCollections(): void {
  held.clear();
}
