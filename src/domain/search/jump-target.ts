import type { ChargerHit, FleetHit, GatewayHit, InstallationHit, SiteHit } from './jump-search.ts';

/*
 * One thing "jump to" opens: a result of the search call, or a recent item read back from
 * storage. `view` is the screen of the thing: its own page, or — for a site — its live view.
 */
export type JumpTarget =
  | { readonly kind: 'site'; readonly view: 'page' | 'live'; readonly hit: SiteHit }
  | { readonly kind: 'gateway'; readonly view: 'page'; readonly hit: GatewayHit }
  | { readonly kind: 'charger'; readonly view: 'page'; readonly hit: ChargerHit }
  | { readonly kind: 'fleet'; readonly view: 'page'; readonly hit: FleetHit }
  | { readonly kind: 'installation'; readonly view: 'page'; readonly hit: InstallationHit };

/** The same thing opened the same way: one entry in the recent items, one option id in the dialog. */
export function targetKey(target: JumpTarget): string {
  const { hit } = target;
  switch (target.kind) {
    case 'site':
      return `site:${target.view}:${target.hit.subscription}`;
    case 'gateway':
      return `gateway:${target.hit.hemsLogicalId}/${target.hit.hemGatewayId}`;
    case 'charger':
      return `charger:${target.hit.evseUuid}`;
    case 'fleet':
      return `fleet:${target.hit.fleetUuid}`;
    case 'installation':
      return `installation:${target.hit.installationUuid}`;
    default:
      return `unknown:${String((hit as { label?: unknown }).label)}`;
  }
}

// --- reading a target back from storage: every field checked, only the known fields copied --------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEVICE_KEY = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/;
// eslint-disable-next-line no-control-regex
const TEXT = /^[^\u0000-\u001F\u007F]{0,300}$/;

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const uuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const deviceKey = (value: unknown): value is string => typeof value === 'string' && DEVICE_KEY.test(value);
const text = (value: unknown): value is string => typeof value === 'string' && TEXT.test(value);
const uuidOrNull = (value: unknown): value is string | null => value === null || uuid(value);

function labelled(hit: Fields): { label: string; detail: string } | null {
  return text(hit.label) && text(hit.detail) ? { label: hit.label, detail: hit.detail } : null;
}

/** A stored target, or null when anything about it is not what a search answer could hold. */
export function parseJumpTarget(value: unknown): JumpTarget | null {
  if (!isRecord(value) || !isRecord(value.hit)) return null;
  const hit = value.hit;
  const labels = labelled(hit);
  if (labels === null) return null;
  const view = value.view;
  if (value.kind === 'site' && (view === 'page' || view === 'live')) {
    if (!uuid(hit.subscription) || !uuid(hit.siteUuid) || !uuidOrNull(hit.fleetUuid)) return null;
    const site = {
      subscription: hit.subscription,
      siteUuid: hit.siteUuid,
      fleetUuid: hit.fleetUuid,
      ...labels,
    };
    return { kind: 'site', view, hit: site };
  }
  if (view !== 'page') return null;
  switch (value.kind) {
    case 'gateway':
      return deviceKey(hit.hemsLogicalId) && deviceKey(hit.hemGatewayId)
        ? {
            kind: 'gateway',
            view,
            hit: { hemsLogicalId: hit.hemsLogicalId, hemGatewayId: hit.hemGatewayId, ...labels },
          }
        : null;
    case 'charger':
      return parseCharger(hit, labels);
    case 'fleet':
      return uuid(hit.fleetUuid)
        ? { kind: 'fleet', view, hit: { fleetUuid: hit.fleetUuid, ...labels } }
        : null;
    case 'installation':
      return uuid(hit.installationUuid) && deviceKey(hit.hemsId)
        ? {
            kind: 'installation',
            view,
            hit: { installationUuid: hit.installationUuid, hemsId: hit.hemsId, ...labels },
          }
        : null;
    default:
      return null;
  }
}

function parseCharger(hit: Fields, labels: { label: string; detail: string }): JumpTarget | null {
  const { evseUuid, mount, subscription, fleetUuid } = hit;
  if (!uuid(evseUuid) || !uuidOrNull(subscription) || !uuidOrNull(fleetUuid)) return null;
  if (mount !== 'assets' && mount !== 'install' && mount !== 'fleet') return null;
  // A mount without the keys it needs opens under assets (jump-href.ts), as a search answer's would.
  return { kind: 'charger', view: 'page', hit: { evseUuid, mount, subscription, fleetUuid, ...labels } };
}
