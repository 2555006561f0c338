import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareGateways,
  gatewayMatches,
  isDeviceKey,
  isInstallationUuid,
  searchGateways,
} from '../../../src/domain/gateways/gateway-search.rules.ts';
import type { Gateway } from '../../../src/domain/gateways/gateway-types.ts';

const gateway = (over: Partial<Gateway> = {}): Gateway => ({
  hemGatewayId: 'S10-701900165',
  hemsLogicalId: 'E3DC-4386773',
  installationUuid: '7904a569-bcfa-4ec9-8fa9-e54b9d8aa7e0',
  installationName: 'Richter, Schulstraße 90, Rostock',
  hemProvider: 'E3/DC',
  gatewayType: 'S10 X COMPACT',
  online: true,
  lastConnection: '2026-10-31T23:55:00Z',
  firmwareVersion: 'P10_2025_09',
  site: {
    subscription: 'a691814f-bdbb-43ea-8576-b21b2024e541',
    siteUuid: 'd5feff64-ef6c-4587-b76b-994d77ac5140',
    userReference: 'CUST-978576',
  },
  ...over,
});

describe('gateway search', () => {
  it('matches gateway id, HEMS id, user reference, installation name and uuid, ignoring case and blanks', () => {
    for (const text of ['s10-7019', 'e3dc-438', 'cust-978', 'schulstraße', '7904A569', '  Richter  ', '']) {
      expect(gatewayMatches(gateway(), text), text).toBe(true);
    }
    expect(gatewayMatches(gateway(), 'SB-1')).toBe(false);
    expect(gatewayMatches(gateway({ site: null }), 'CUST-978576')).toBe(false);
  });

  it('orders by installation name, then gateway id; never throws on any text', () => {
    const rows = [
      gateway({ installationName: 'B', hemGatewayId: 'X-2' }),
      gateway({ installationName: 'A' }),
      gateway({ installationName: 'B', hemGatewayId: 'X-1' }),
    ];
    expect(searchGateways(rows, '').map((g) => `${g.installationName}/${g.hemGatewayId}`)).toEqual([
      'A/S10-701900165',
      'B/X-1',
      'B/X-2',
    ]);
    expect(compareGateways(rows[0]!, rows[0]!)).toBe(0);
    fc.assert(fc.property(fc.string(), (text) => Array.isArray(searchGateways(rows, text))));
  });

  it('checks the route keys', () => {
    expect(isDeviceKey('E3DC-4386773')).toBe(true);
    expect(isDeviceKey('../x')).toBe(false);
    expect(isDeviceKey(undefined)).toBe(false);
    expect(isInstallationUuid('7904a569-bcfa-4ec9-8fa9-e54b9d8aa7e0')).toBe(true);
    expect(isInstallationUuid('not-a-uuid')).toBe(false);
  });
});
