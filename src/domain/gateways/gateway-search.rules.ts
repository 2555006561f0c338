import { normalizeSearchText } from '../lists/search-text.ts';
import type { Gateway } from './gateway-types.ts';
import type { GatewaySearchQuery } from './gateways.list.ts';
import { wentOfflineWithin } from '../filters/offline-window.ts';

/*
 * The gateway search, the reference rule of the `searchGateways` call: a gateway matches when its gateway
 * id, HEMS logical id, its site's user reference, or its installation's name or uuid contains the text, ignoring
 * case; an empty text matches every gateway. Results are ordered by installation name, then gateway id.
 */

const fieldsOf = (gateway: Gateway): string[] => [
  gateway.hemGatewayId,
  gateway.hemsLogicalId,
  gateway.site?.userReference ?? '',
  gateway.installationName,
  gateway.installationUuid,
];

export function gatewayMatches(gateway: Gateway, text: string): boolean {
  const needle = normalizeSearchText(text).toLowerCase();
  return needle === '' || fieldsOf(gateway).some((field) => field.toLowerCase().includes(needle));
}

export function compareGateways(a: Gateway, b: Gateway): number {
  return (
    a.installationName.localeCompare(b.installationName, 'en') || a.hemGatewayId.localeCompare(b.hemGatewayId)
  );
}

export function searchGateways(gateways: readonly Gateway[], text: string): Gateway[] {
  return gateways.filter((gateway) => gatewayMatches(gateway, text)).sort(compareGateways);
}

/**
 * The whole `searchGateways` query but the page: the search, and `offline` (went offline in the last …: offline and
 * last connected at or after `now` minus the window, filters/offline-window.ts). `now` is the server's clock.
 */
export function filterGatewaysByServerQuery(
  gateways: readonly Gateway[],
  query: Omit<GatewaySearchQuery, 'page'>,
  now: number,
): Gateway[] {
  const window = query.offline;
  const recent =
    window === undefined
      ? gateways
      : gateways.filter((gateway) =>
          wentOfflineWithin(window, { offline: !gateway.online, since: gateway.lastConnection }, now),
        );
  return searchGateways(recent, query.text ?? '');
}

/** The keys a gateway page and a gateway-devices page are addressed by (DESIGN §3, site keys). */
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isDeviceKey = (value: string | undefined): value is string =>
  value !== undefined && DEVICE_KEY_PATTERN.test(value);
export const isInstallationUuid = (value: string | undefined): value is string =>
  value !== undefined && UUID_PATTERN.test(value);
