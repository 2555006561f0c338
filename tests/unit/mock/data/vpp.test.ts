// The VPP calls answered from the dataset (scripts/mock/areas/vpp/vpp.handlers.ts): the pool's totals are
// the sum over the enrolled sites of the whole dataset; the filters return only what they name; enrolling an eligible
// site moves the pool by its flexibility and is recorded in the activity log; a blocked site is refused with why.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { PINNED_INSTANTS } from '../../../../scripts/mock/instants.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import type { components } from '../../../../src/api/schema.gen.ts';
import { tsoOf } from '../../../../src/domain/filters/tso.ts';
import { assetKinds } from '../../../../src/domain/vpp/vpp-eligibility.ts';

type Schemas = components['schemas'];
// A row's lastSeen follows the clock: pinned (the setup file unpins it after each test), so reading every row and
// then filtering them see the same second.
const pinClock = () => vi.useFakeTimers({ toFake: ['Date'], now: PINNED_INSTANTS.reference });
const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });

function ask(method: string, url: string, owner: string) {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  return layer.answer(match, { url, body: '', owner, actor: 'opslead@operator-portal.example' });
}
const page = (owner: string, query: string) =>
  ask('GET', `/ui/v1/vpp/sites?${query}`, owner).body as Schemas['VppSitesResponse'];
const pool = (owner: string) => ask('GET', '/ui/v1/vpp/pool', owner).body as Schemas['VppPool'];

/** Every row of a query, page by page. */
function everyRow(owner: string, query = ''): Schemas['VppSite'][] {
  const first = page(owner, query);
  const rows = [...first.sites];
  for (let p = 2; p <= first.countPages; p += 1) rows.push(...page(owner, `${query}&page=${p}`).sites);
  expect(rows).toHaveLength(first.countTotal);
  return rows;
}
const tenths = (rows: readonly Schemas['VppSite'][], field: 'flexiblePowerKw' | 'storageKwh') =>
  rows.reduce((sum, row) => sum + Math.round(row[field] * 10), 0);

describe('the VPP over the dataset', () => {
  const owner = 'vpp-read';
  pinClock();
  const all = everyRow(owner);
  beforeEach(pinClock);

  it('the pool totals equal the sum over the enrolled sites of the whole dataset', () => {
    const enrolled = all.filter((row) => row.state === 'enrolled');
    const answer = pool(owner);
    expect(enrolled.length).toBeGreaterThan(0);
    expect(answer.total.sites).toBe(enrolled.length);
    expect(Math.round(answer.total.flexiblePowerKw * 10)).toBe(tenths(enrolled, 'flexiblePowerKw'));
    expect(Math.round(answer.total.storageKwh * 10)).toBe(tenths(enrolled, 'storageKwh'));
    for (const entry of answer.byTso) {
      const mine = enrolled.filter((row) => tsoOf(row) === entry.tso);
      expect(entry.sites).toBe(mine.length);
      expect(Math.round(entry.flexiblePowerKw * 10)).toBe(tenths(mine, 'flexiblePowerKw'));
    }
    expect(answer.eligible).toBe(all.filter((row) => row.state === 'eligible').length);
    expect(answer.blocked).toBe(all.filter((row) => row.state === 'blocked').length);
  });

  it('blocked sites say why; enrolled and eligible rows agree with the rule', () => {
    for (const row of all) {
      if (row.state === 'blocked') expect(row.blockers.length).toBeGreaterThan(0);
      if (row.state === 'eligible' || row.state === 'withdrawn') expect(row.blockers).toEqual([]);
    }
  });

  it('filters by state, TSO, asset and text, and only by them', () => {
    const blockedTenneT = everyRow(owner, 'state=blocked&tso=TenneT');
    expect(blockedTenneT).toEqual(all.filter((row) => row.state === 'blocked' && row.tso === 'TenneT'));
    const missing = everyRow(owner, `tso=${encodeURIComponent('not available')}`);
    expect(missing.every((row) => row.tso === undefined)).toBe(true);
    const withHeatPump = everyRow(owner, 'asset=heatPump');
    expect(withHeatPump).toEqual(all.filter((row) => assetKinds(row.assets).includes('heatPump')));
    const target = all[7]!;
    expect(
      everyRow(owner, `text=${target.userReference.toLowerCase()}`).map((row) => row.subscription),
    ).toContain(target.subscription);
  });

  it('enrolling an eligible site moves the pool by its flexibility and is recorded; withdrawing moves it back', () => {
    const changer = 'vpp-enrol';
    const eligible = everyRow(changer, 'state=eligible')[0]!;
    const before = pool(changer);
    const enrolled = ask('PUT', `/ui/v1/vpp/sites/${eligible.subscription}/enrolment`, changer);
    expect(enrolled.status).toBe(200);
    expect((enrolled.body as Schemas['VppSite']).state).toBe('enrolled');
    const during = pool(changer);
    expect(during.total.sites).toBe(before.total.sites + 1);
    expect(Math.round(during.total.flexiblePowerKw * 10)).toBe(
      Math.round((before.total.flexiblePowerKw + eligible.flexiblePowerKw) * 10),
    );
    const log = ask('GET', '/ui/v1/activity', changer).body as Schemas['ActivityResponse'];
    expect(log.entries[0]).toMatchObject({
      operationId: 'enrolVppSite',
      actor: 'opslead@operator-portal.example',
      target: { kind: 'vpp-site', key: eligible.subscription, label: eligible.userReference },
    });
    expect(ask('DELETE', `/ui/v1/vpp/sites/${eligible.subscription}/enrolment`, changer).status).toBe(200);
    const after = pool(changer);
    expect(after.total).toEqual(before.total);
    expect(after.byTso).toEqual(before.byTso);
    expect(after.withdrawn).toBe(before.withdrawn + 1);
  });

  it('refuses a blocked site with VPP_SITE_BLOCKED and its reasons, and records nothing', () => {
    const refuser = 'vpp-refuse';
    const blocked = all.find((row) => row.state === 'blocked' && row.blockers.includes('TRADING_DISABLED'))!;
    const answer = ask('PUT', `/ui/v1/vpp/sites/${blocked.subscription}/enrolment`, refuser);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ errorId: 'VPP_SITE_BLOCKED' });
    expect((answer.body as { message: string }).message).toContain('Neither supply nor feed-in trading');
    expect(pool(refuser)).toEqual(pool(owner));
    expect((ask('GET', '/ui/v1/activity', refuser).body as Schemas['ActivityResponse']).countTotal).toBe(0);
    const notEnrolled = all.find((row) => row.state === 'eligible')!;
    expect(
      ask('DELETE', `/ui/v1/vpp/sites/${notEnrolled.subscription}/enrolment`, refuser).body,
    ).toMatchObject({
      errorId: 'VPP_NOT_ENROLLED',
    });
    expect(
      ask('PUT', '/ui/v1/vpp/sites/00000000-0000-4000-8000-000000000000/enrolment', refuser).status,
    ).toBe(404);
  });
});
