import type { components } from '../../api/schema.gen.ts';
import { compactForm, jumpQueryOf } from './jump-query.ts';

/*
 * The reference rule of the `searchEverything` call, what a backend and the data-backed mock do:
 * every kind's fields compared in their compact form (jump-query.ts) as substrings; exact matches first, then
 * matches at the start, then the rest, each by label; at most `limit` items a kind, every match counted; only what
 * the person's scope holds.
 */

type Schemas = components['schemas'];
export type SearchKind = Schemas['SearchKind'];
export type SearchAnswer = Schemas['SearchAnswer'];
export type SiteHit = Schemas['SiteHit'];
export type GatewayHit = Schemas['GatewayHit'];
export type ChargerHit = Schemas['ChargerHit'];
export type FleetHit = Schemas['FleetHit'];
export type InstallationHit = Schemas['InstallationHit'];

export const SEARCH_KINDS = [
  'site',
  'gateway',
  'charger',
  'fleet',
  'installation',
] as const satisfies readonly SearchKind[];
export const DEFAULT_SEARCH_LIMIT = 5;
export const MAX_SEARCH_LIMIT = 20;

/** The things searched, as the lists hold them. */
export interface SearchWorld {
  readonly sites: readonly { readonly provider: string; readonly site: Schemas['SiteRow'] }[];
  readonly gateways: readonly Schemas['Gateway'][];
  readonly chargers: readonly Schemas['EvseRow'][];
  /** A charger's serial number is its detail's; by charger uuid. */
  readonly serialNumbers?: ReadonlyMap<string, string>;
  readonly fleets: readonly Schemas['Fleet'][];
  readonly installations: readonly {
    readonly provider: string;
    readonly installation: Schemas['PreparedInstallationSource'];
  }[];
}

/**
 * What a person may find: everything, or the things of a set of installations (an installer's company): their
 * gateways, chargers, prepared installations, the sites on those gateways and the fleets holding such a site.
 */
export type SearchScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'installations'; readonly installationUuids: ReadonlySet<string> };

export const ALL_SCOPE: SearchScope = Object.freeze({ kind: 'all' });

export interface SearchRequest {
  readonly q: string;
  readonly kinds?: readonly SearchKind[];
  readonly limit?: number;
}

/** 0: the whole field is the query, 1: the field starts with it, 2: contains it; null: no match. */
function rankOf(fields: readonly string[], needle: string): number | null {
  let best: number | null = null;
  for (const field of fields) {
    const compact = compactForm(field);
    const at = compact.indexOf(needle);
    if (at < 0) continue;
    const rank = compact.length === needle.length ? 0 : at === 0 ? 1 : 2;
    if (best === null || rank < best) best = rank;
    if (best === 0) break;
  }
  return best;
}

interface Candidate<H> {
  readonly fields: readonly string[];
  readonly hit: () => H;
  readonly label: string;
}

function group<T, H>(
  items: readonly T[],
  needle: string,
  limit: number,
  candidate: (item: T) => Candidate<H>,
): { countTotal: number; items: H[] } {
  const matches: { rank: number; label: string; hit: () => H }[] = [];
  for (const item of items) {
    const c = candidate(item);
    const rank = rankOf(c.fields, needle);
    if (rank !== null) matches.push({ rank, label: c.label, hit: c.hit });
  }
  matches.sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label, 'en'));
  return { countTotal: matches.length, items: matches.slice(0, limit).map((match) => match.hit()) };
}

const empty = () => ({ countTotal: 0, items: [] });

/** The world narrowed to a scope (the list calls' rule; "all" is the world itself). */
export function scopedWorld(world: SearchWorld, scope: SearchScope): SearchWorld {
  if (scope.kind === 'all') return world;
  const mine = scope.installationUuids;
  const gateways = world.gateways.filter((gateway) => mine.has(gateway.installationUuid));
  const subscriptions = new Set(
    gateways.flatMap((gateway) => (gateway.site ? [gateway.site.subscription] : [])),
  );
  const sites = world.sites.filter(({ site }) => subscriptions.has(site.subscription));
  const fleetUuids = new Set(sites.flatMap(({ site }) => site.fleets.map((fleet) => fleet.uuid)));
  return {
    ...world,
    sites,
    gateways,
    chargers: world.chargers.filter((charger) => mine.has(charger.gateway.installationUuid)),
    fleets: world.fleets.filter((fleet) => fleetUuids.has(fleet.uuid)),
    installations: world.installations.filter(({ installation }) => mine.has(installation.uuid)),
  };
}

/** Where a charger opens for a scope: staff with every site see the assets mount, an installer their own. */
function chargerHit(charger: Schemas['EvseRow'], scope: SearchScope): ChargerHit {
  const label = charger.displayName || charger.uniqueIdentifier;
  const where = charger.site?.userReference ?? 'not yet a site';
  const detail = `${charger.uniqueIdentifier} · ${where}`;
  const base = { evseUuid: charger.evseUuid, fleetUuid: null, label, detail };
  return scope.kind === 'installations' && charger.site !== null
    ? { ...base, mount: 'install', subscription: charger.site.subscription }
    : { ...base, mount: 'assets', subscription: null };
}

/** The answer of `searchEverything` over `world` for a person of `scope`. */
export function searchEverything(
  world: SearchWorld,
  request: SearchRequest,
  scope: SearchScope = ALL_SCOPE,
): SearchAnswer {
  const searched = jumpQueryOf(request.q);
  const needle = compactForm(searched);
  const kinds = SEARCH_KINDS.filter((kind) => request.kinds === undefined || request.kinds.includes(kind));
  const limit = Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.trunc(request.limit ?? DEFAULT_SEARCH_LIMIT)));
  const wanted = (kind: SearchKind) => needle !== '' && kinds.includes(kind);
  const mine = scopedWorld(world, scope);
  return {
    searched,
    kinds: [...kinds],
    sites: wanted('site')
      ? group(mine.sites, needle, limit, ({ provider, site }) => ({
          fields: [site.gatewayId, site.userReference, site.subscription, site.siteUuid],
          label: site.userReference,
          hit: () => ({
            subscription: site.subscription,
            siteUuid: site.siteUuid,
            fleetUuid: site.fleets[0]?.uuid ?? null,
            label: site.userReference,
            detail: `Gateway ${site.gatewayId} · ${provider}`,
          }),
        }))
      : empty(),
    gateways: wanted('gateway')
      ? group(mine.gateways, needle, limit, (gateway) => ({
          fields: [
            gateway.hemGatewayId,
            gateway.hemsLogicalId,
            gateway.installationName,
            gateway.installationUuid,
            gateway.site?.userReference ?? '',
          ],
          label: gateway.hemGatewayId,
          hit: () => ({
            hemsLogicalId: gateway.hemsLogicalId,
            hemGatewayId: gateway.hemGatewayId,
            label: gateway.hemGatewayId,
            detail: `${gateway.installationName} · ${gateway.site?.userReference ?? 'not yet a site'}`,
          }),
        }))
      : empty(),
    chargers: wanted('charger')
      ? group(mine.chargers, needle, limit, (charger) => ({
          fields: [
            charger.uniqueIdentifier,
            charger.displayName,
            charger.evseUuid,
            charger.site?.userReference ?? '',
            mine.serialNumbers?.get(charger.evseUuid) ?? '',
          ],
          label: charger.displayName || charger.uniqueIdentifier,
          hit: () => chargerHit(charger, scope),
        }))
      : empty(),
    fleets: wanted('fleet')
      ? group(mine.fleets, needle, limit, (fleet) => ({
          fields: [fleet.name, fleet.uuid],
          label: fleet.name,
          hit: () => ({ fleetUuid: fleet.uuid, label: fleet.name, detail: `Fleet ${fleet.uuid}` }),
        }))
      : empty(),
    installations: wanted('installation')
      ? group(mine.installations, needle, limit, ({ provider, installation }) => ({
          fields: [installation.name, installation.uuid, installation.hems.id, installation.pvBattGateway.id],
          label: installation.name,
          hit: () => ({
            installationUuid: installation.uuid,
            hemsId: provider,
            label: installation.name,
            detail: `${installation.hemProvider}: ${installation.hems.id} · ${installation.status}`,
          }),
        }))
      : empty(),
  };
}
