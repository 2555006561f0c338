// The jump-to search answered from the dataset: an id typed any way or pasted in a link finds its
// thing, a partial id finds it, groups are capped but counted, kinds narrow, the scope narrows, nothing matches says
// what was searched — through the real data layer and the call's reference rule.
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { allSites, createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { searchWorldOf } from '../../../../scripts/mock/areas/search/search.handlers.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import { searchEverything, type SearchAnswer } from '../../../../src/domain/search/jump-search.ts';

const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });

function ask(url: string) {
  const match = matchOperation(spec, 'GET', url);
  if (!match) throw new Error(`no operation for GET ${url}`);
  return layer.answer(match, { url, body: '', owner: 'search-test' });
}
const search = (q: string, more = '') => {
  const answer = ask(`/ui/v1/search?q=${encodeURIComponent(q)}${more}`);
  expect(answer.status).toBe(200);
  return answer.body as SearchAnswer;
};

const { site } = allSites(base).find(({ site }) => site.fleets.length > 0)!;
const gateway = base.gateways.find((r) => r.gateway.site?.subscription === site.subscription)!.gateway;
const charger = base.evses[0]!.detail;
const fleet = base.fleets[0]!;
const [provider, installations] = Object.entries(base.installations).find(([, rows]) => rows.length > 0)!;
const installation = installations[0]!;

describe('searchEverything over the dataset', () => {
  it('finds a gateway and its site by the gateway id, typed with spaces and in any case', () => {
    const spaced = gateway.hemGatewayId.toLowerCase().replace(/-/g, ' ');
    const answer = search(`  ${spaced} `);
    expect(answer.gateways.items[0]).toMatchObject({
      hemGatewayId: gateway.hemGatewayId,
      hemsLogicalId: gateway.hemsLogicalId,
    });
    expect(answer.sites.items[0]).toMatchObject({
      subscription: site.subscription,
      siteUuid: site.siteUuid,
      fleetUuid: site.fleets[0]!.uuid,
    });
  });

  it('finds a site by a pasted portal link, and says what it searched', () => {
    const answer = search(
      `https://portal.example.com/fleet/${fleet.uuid}/subscription/${site.subscription}/live-stream`,
    );
    expect(answer.searched).toBe(site.subscription);
    expect(answer.sites.items.map((hit) => hit.subscription)).toEqual([site.subscription]);
  });

  it('finds a thing by a partial id', () => {
    const part = charger.evse.uniqueIdentifier.slice(2, 9);
    expect(search(part).chargers.items.map((hit) => hit.evseUuid)).toContain(charger.evse.evseUuid);
    const answer = search(installation.uuid.slice(0, 13));
    expect(answer.installations.items[0]).toMatchObject({
      installationUuid: installation.uuid,
      hemsId: provider,
    });
    expect(search(fleet.name.slice(0, 5)).fleets.items.map((hit) => hit.fleetUuid)).toContain(fleet.uuid);
  });

  it('finds a charger by its serial number and opens it under the assets mount for staff', () => {
    expect(search(charger.serialNumber).chargers.items[0]).toMatchObject({
      evseUuid: charger.evse.evseUuid,
      mount: 'assets',
      subscription: null,
      fleetUuid: null,
    });
  });

  it('puts an exact match first, caps each group at the limit and counts every match', () => {
    const answer = search(site.userReference);
    expect(answer.sites.items[0]?.subscription).toBe(site.subscription);
    const wide = search('0', '&limit=3');
    expect(wide.sites.items).toHaveLength(3);
    expect(wide.sites.countTotal).toBeGreaterThan(3);
  });

  it('searches only the kinds asked for', () => {
    const answer = search(gateway.hemGatewayId, '&kinds=gateway');
    expect(answer.kinds).toEqual(['gateway']);
    expect(answer.gateways.countTotal).toBeGreaterThan(0);
    expect(answer.sites).toEqual({ countTotal: 0, items: [] });
  });

  it('answers no match with what was searched', () => {
    const answer = search('no such thing 000');
    expect(answer.searched).toBe('no such thing 000');
    for (const group of [answer.sites, answer.gateways, answer.chargers, answer.fleets, answer.installations])
      expect(group).toEqual({ countTotal: 0, items: [] });
  });

  it('narrows to an installer company: only its installations, their gateways, chargers, sites and fleets', () => {
    const world = searchWorldOf(base);
    const mine = new Set([gateway.installationUuid]);
    const answer = searchEverything(
      world,
      { q: '0', limit: 20 },
      { kind: 'installations', installationUuids: mine },
    );
    expect(answer.gateways.items.every((hit) => hit.hemGatewayId === gateway.hemGatewayId)).toBe(true);
    expect(answer.sites.items.map((hit) => hit.subscription)).toEqual([site.subscription]);
    expect(answer.installations.items.every((hit) => mine.has(hit.installationUuid))).toBe(true);
    const theirs = searchEverything(
      world,
      { q: site.userReference },
      { kind: 'installations', installationUuids: new Set() },
    );
    expect(theirs.sites.countTotal).toBe(0);
  });
});
