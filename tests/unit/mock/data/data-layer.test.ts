// The mock's data layer (scripts/mock/data/): answers from the dataset by the screen's rules, changes that persist
// per owner until reset, every answer checked against the spec.
import { describe, expect, it, vi } from 'vitest';
import { REFERENCE_DATE, type SiteRow } from '../../../../scripts/generate/fixtures.ts';
import { createDataLayer, type DataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset, datasetAt, type Dataset } from '../../../../scripts/mock/data/dataset.ts';
import { PINNED_INSTANTS } from '../../../../scripts/mock/instants.ts';
import { loadMockSpec, matchOperation, type MockSpec } from '../../../../scripts/mock/select-example.ts';
import { SAMPLE_PARAMS } from '../../../../src/routes/route-samples.ts';
import { LIST_PAGE_SIZE } from '../../../../src/domain/lists/paging.ts';

const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });

interface SitesPage {
  subscriptions: SiteRow[];
  page: number;
  countPages: number;
  countTotal: number;
}

function ask(
  data: DataLayer,
  method: string,
  url: string,
  options: { body?: unknown; owner?: string; state?: string; on?: MockSpec; now?: number } = {},
) {
  const match = matchOperation(options.on ?? spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  return data.answer(match, {
    url,
    body: options.body === undefined ? '' : JSON.stringify(options.body),
    owner: options.owner ?? '',
    state: options.state,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
}
const sitesOf = (url: string, owner?: string) => ask(layer, 'GET', url, { owner }).body as SitesPage;
const sonnen = base.sites.sonnen as SiteRow[];

describe('sites list from the dataset', () => {
  it('pages by 50 in the dataset order, with page, countPages and countTotal', () => {
    const first = sitesOf('/ui/v1/sites/hems/sonnen');
    expect(first.page).toBe(1);
    expect(first.countTotal).toBe(sonnen.length);
    expect(first.countPages).toBe(Math.ceil(sonnen.length / LIST_PAGE_SIZE));
    expect(first.subscriptions.map((s) => s.subscription)).toEqual(
      sonnen.slice(0, 50).map((s) => s.subscription),
    );
    const last = sitesOf(`/ui/v1/sites/hems/sonnen?page=${first.countPages}`);
    expect(last.subscriptions).toHaveLength(sonnen.length - (first.countPages - 1) * 50);
    // Past the last page: empty, still saying how many pages and rows there are.
    const beyond = sitesOf(`/ui/v1/sites/hems/sonnen?page=${first.countPages + 1}`);
    expect(beyond).toEqual({
      subscriptions: [],
      page: first.countPages + 1,
      countPages: first.countPages,
      countTotal: sonnen.length,
    });
  });

  it('finds a gateway id that lives on page 3, and countTotal follows the search', () => {
    const onPage3 = sonnen[110] as SiteRow;
    const found = sitesOf(`/ui/v1/sites/hems/sonnen?text=${onPage3.gatewayId.toLowerCase()}`);
    expect(found.subscriptions.map((s) => s.gatewayId)).toEqual([onPage3.gatewayId]);
    expect(found).toMatchObject({ page: 1, countPages: 1, countTotal: 1 });
  });

  it('honours every declared parameter (SPEC §7)', () => {
    const online = sitesOf('/ui/v1/sites/hems/sonnen?activation_status=HEMS_ONLINE');
    expect(online.countTotal).toBe(sonnen.filter((s) => s.online).length);
    const statuses = sitesOf(
      '/ui/v1/sites/hems/sonnen?current_status=INACTIVE&current_status=AUTO_ACTIVATED',
    );
    expect(statuses.countTotal).toBe(sonnen.filter((s) => s.status !== 'ACTIVE').length);
    const day = (sonnen[5] as SiteRow).created.slice(0, 10);
    const oneDay = sitesOf(`/ui/v1/sites/hems/sonnen?creation_start_date=${day}&creation_end_date=${day}`);
    expect(oneDay.countTotal).toBeGreaterThan(0);
    expect(oneDay.subscriptions.every((s) => s.created.startsWith(day))).toBe(true);
    const fleet = base.fleets[0]!;
    const inFleet = sitesOf(`/ui/v1/sites/hems/sonnen?fleets=${fleet.uuid}`);
    expect(inFleet.countTotal).toBe(sonnen.filter((s) => s.fleets.some((f) => f.uuid === fleet.uuid)).length);
    const none = sitesOf('/ui/v1/sites/hems/sonnen?text=no-such-site');
    expect(none).toEqual({ subscriptions: [], page: 1, countPages: 0, countTotal: 0 });
  });

  it('answers 404 with the API error body for an unknown provider', () => {
    expect(ask(layer, 'GET', '/ui/v1/sites/hems/nobody')).toEqual({
      status: 404,
      body: { message: 'HEMS provider nobody not found', status: 404, errorId: 'NOT_FOUND' },
    });
  });
});

describe('the other data-backed operations', () => {
  it('a site by subscription or by site uuid; an unknown key is a 404', () => {
    const site = sonnen[3] as SiteRow;
    const bySubscription = ask(layer, 'GET', `/ui/v1/site/${site.subscription}`);
    expect(bySubscription.status).toBe(200);
    expect(ask(layer, 'GET', `/ui/v1/site/${site.siteUuid}`)).toEqual(bySubscription);
    expect(ask(layer, 'GET', '/ui/v1/site/00000000-0000-4000-8000-000000000000').status).toBe(404);
  });

  it('providers count their sites and installations from the dataset', () => {
    const { providers } = ask(layer, 'GET', '/ui/v1/hems-providers').body as {
      providers: { id: string; siteCount: number; preparedCount: number }[];
    };
    expect(providers.map((p) => [p.id, p.siteCount, p.preparedCount])).toEqual(
      base.providers.map((p) => [p.id, base.sites[p.id]?.length, base.installations[p.id]?.length]),
    );
  });

  it('dataset states: no fleets (and no site linked to one); an unknown state is a 400 naming the known ones', () => {
    expect(ask(layer, 'GET', '/ui/v1/sites/fleets', { state: 'no-fleets' }).body).toEqual({ fleets: [] });
    expect(sitesOf('/ui/v1/sites/hems/sonnen').subscriptions.some((s) => s.fleets.length > 0)).toBe(true);
    const unknown = ask(layer, 'GET', '/ui/v1/sites/fleets', { state: 'full-moon' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { message: string }).message).toContain('no-fleets');
  });
});

describe("the route table's sample params (src/config/paths.ts)", () => {
  it('name a site of the dataset in a fleet it belongs to, so every route walk finds real data', () => {
    const site = sonnen.find((s) => s.subscription === SAMPLE_PARAMS.subUuid);
    expect(site?.siteUuid).toBe(SAMPLE_PARAMS.site_uuid);
    expect(site?.fleets.map((f) => f.uuid)).toContain(SAMPLE_PARAMS.fleet_uuid);
    expect(SAMPLE_PARAMS.fleetUuid).toBe(SAMPLE_PARAMS.fleet_uuid);
  });
});

describe('now is now', () => {
  it('moves every timestamp so the reference date reads as the mock start; ids and whole dates stay', () => {
    const tenDays = 10 * 24 * 3_600_000;
    const later = createDataset({ now: REFERENCE_DATE + tenDays });
    const before = base.sites.sonnen?.[0] as SiteRow;
    const after = later.sites.sonnen?.[0] as SiteRow;
    expect(after.subscription).toBe(before.subscription);
    expect(Date.parse(after.timestamp) - Date.parse(before.timestamp)).toBe(tenDays);
    expect(Date.parse(after.created) - Date.parse(before.created)).toBe(tenDays);
    expect(after.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});

describe('a pinned now per owner (the x-mock-now header of the e2e tests, scripts/mock/instants.ts)', () => {
  const STAFF_HOUR = PINNED_INSTANTS['staff-hour'];
  const moved = STAFF_HOUR - REFERENCE_DATE;

  it('moves the world to the instant exactly as generating it there would, energy profiles included', () => {
    const at = datasetAt(base, STAFF_HOUR);
    const generated = createDataset({ now: STAFF_HOUR });
    expect({ ...at, clockStartedAt: 0 }).toEqual({ ...generated, clockStartedAt: 0 });
    // The base is not touched.
    expect(base.offsetMs).toBe(0);
  });

  it("names the sample charger's own gateway and installation: the route walk's gateway, devices and edit pages agree", () => {
    type Evse = {
      evse: { gateway: { installationUuid: string; hemsLogicalId: string; hemGatewayId: string } };
    };
    const { gateway } = (ask(layer, 'GET', `/ui/v1/evses/${SAMPLE_PARAMS.evseUuid}`).body as Evse).evse;
    expect(gateway).toEqual({
      installationUuid: SAMPLE_PARAMS.installationUuid,
      hemsLogicalId: SAMPLE_PARAMS.hemsLogicalId,
      hemGatewayId: SAMPLE_PARAMS.hemGatewayId,
    });
  });

  it("answers an owner pinned to the staff hour from the world moved there; others keep the layer's", () => {
    const url = `/ui/v1/evses/${SAMPLE_PARAMS.evseUuid}`;
    type Evse = { evse: { lastConnection: string } };
    const atReference = ask(layer, 'GET', url, { owner: 'a' }).body as Evse;
    const atStaffHour = ask(layer, 'GET', url, { owner: 'b', now: STAFF_HOUR }).body as Evse;
    const seen = Date.parse(atStaffHour.evse.lastConnection);
    expect(seen - Date.parse(atReference.evse.lastConnection)).toBe(moved);
    // Seen minutes before the staff hour: what the browser pinned there shows as "… ago".
    expect(STAFF_HOUR - seen).toBeGreaterThanOrEqual(0);
    expect(STAFF_HOUR - seen).toBeLessThan(10 * 60_000);
    // The same owner asking at another instant gets another copy: the instant is part of whose world it is.
    const sameOwner = ask(layer, 'GET', url, { owner: 'a', now: STAFF_HOUR }).body as Evse;
    expect(sameOwner.evse.lastConnection).toBe(atStaffHour.evse.lastConnection);
  });

  it("starts a pinned copy's clock when it is made: its live sample is of the instant, then runs on", () => {
    const url = `/ui/v1/subscriptions/${SAMPLE_PARAMS.subUuid}/energy/live`;
    const measured = (owner: string) =>
      Date.parse(
        (ask(layer, 'GET', url, { owner, now: STAFF_HOUR }).body as { measuredAt: string }).measuredAt,
      );
    const started = Date.now();
    try {
      // The mock has been up an hour when the test's first request comes: its world still starts at the instant.
      vi.setSystemTime(started + 3_600_000);
      expect(Math.abs(measured('live') - STAFF_HOUR)).toBeLessThanOrEqual(10_000);
      // Half a minute later the same owner's sample is half a minute later (10 s samples).
      vi.setSystemTime(started + 3_600_000 + 30_000);
      expect(Math.abs(measured('live') - (STAFF_HOUR + 30_000))).toBeLessThanOrEqual(10_000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the answer is validated against the spec (control)', () => {
  it('turns a body with a wrong field into a 500 that names the field and the schema rule', () => {
    const broken: Dataset = structuredClone(base);
    (broken.sites.sonnen![0] as unknown as Record<string, unknown>).online = 'yes';
    const answer = ask(createDataLayer({ spec, base: broken }), 'GET', '/ui/v1/sites/hems/sonnen');
    expect(answer.status).toBe(500);
    const message = (answer.body as { message: string }).message;
    expect(message).toContain('/subscriptions/0/online');
    expect(message).toMatch(/must be boolean \[[^\]]*online\/type\]/);
  });
});

// Changes an area's handler makes stay in the owner's copy: the widgets' origins, on the real spec.
describe('changes per owner', () => {
  type Widget = { widgetKey: string; origins: string[] };
  const widgetsOf = (data: DataLayer, owner: string) =>
    (ask(data, 'GET', '/ui/v1/sales/widgets', { owner }).body as { items: Widget[] }).items;
  const setOrigins = (data: DataLayer, owner: string, key: string, origins: string[]) =>
    ask(data, 'PUT', `/ui/v1/sales/widgets/${key}/origins`, { body: { origins }, owner });

  it('keeps each owner in a copy of its own, and reset restores the dataset', () => {
    const data = createDataLayer({ spec, base });
    const [first] = widgetsOf(data, 'a');
    if (!first) throw new Error('no widgets in the dataset');
    const before = first.origins;
    expect(setOrigins(data, 'a', first.widgetKey, ['https://a.example']).status).toBe(200);
    expect(widgetsOf(data, 'a')[0]?.origins).toEqual(['https://a.example']);
    expect(widgetsOf(data, 'b')[0]?.origins).toEqual(before);
    data.reset('a');
    expect(widgetsOf(data, 'a')[0]?.origins).toEqual(before);
    setOrigins(data, 'b', first.widgetKey, ['https://b.example']);
    data.reset();
    expect(widgetsOf(data, 'b')[0]?.origins).toEqual(before);
  });
});

// A spec of its own: an operation marked data-backed that no mock area answers.
const unanswered: MockSpec = {
  openapi: '3.1.0',
  paths: {
    '/widgets': {
      post: {
        operationId: 'createWidget',
        'x-mock-data': 'widgets',
        responses: { '201': { description: 'ok' } },
      },
    },
  },
};

describe('an operation nobody answers', () => {
  it('refuses to start when an operation is marked data-backed but no mock area answers it', () => {
    expect(() => createDataLayer({ spec: unanswered, base })).toThrow(/createWidget.*x-mock-data "widgets"/);
  });
});
