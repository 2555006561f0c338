// "Your EVSEs" in the mock: each site's account owner is an active salesperson or nobody
// (scripts/mock/areas/access/account-owners.fixtures.ts), and listYourEvses answers a salesperson exactly the chargers of the sites they
// own — nobody else's, an empty page for someone who owns none — with the chargers call's own filters and paging.
import { describe, expect, it } from 'vitest';
import {
  isSalesperson,
  ownedSubscriptions,
} from '../../../../scripts/mock/areas/access/account-owners.fixtures.ts';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { allSites, createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';

const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base, maxCopies: 2 });
const owner = 'your-evses-test';

interface Page {
  evses: {
    evseUuid: string;
    uniqueIdentifier: string;
    connectivity: string;
    site: { subscription: string } | null;
  }[];
  page: number;
  countPages: number;
  countTotal: number;
}

function call(
  method: string,
  url: string,
  bearer?: string,
  body?: unknown,
): { status: number; body: unknown } {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  const input = { owner, ...(bearer === undefined ? {} : { bearer }) };
  const refused = layer.authorize(match, input);
  if (refused) return refused as { status: number; body: unknown };
  return layer.answer(match, { ...input, url, body: body === undefined ? '' : JSON.stringify(body) }) as {
    status: number;
    body: unknown;
  };
}

function signIn(email: string): string {
  const answer = call('POST', '/authentication-api/login', undefined, { email, password: 'any password' });
  expect(answer.status).toBe(200);
  return (answer.body as { access: string }).access;
}

function page(url: string, bearer: string): Page {
  const answer = call('GET', url, bearer);
  expect(answer.status).toBe(200);
  return answer.body as Page;
}

const staffByEmail = (email: string) => base.staff.find((user) => user.email === email)!;
const sales = staffByEmail('sales@operator-portal.example');
const chargersOf = (userId: string) => {
  const owned = ownedSubscriptions(base.accountOwners, userId);
  return base.evses
    .map(({ detail }) => detail.evse)
    .filter((row) => row.site !== null && owned.has(row.site.subscription));
};
const otherSalesperson = base.staff.find(
  (user) => user.id !== sales.id && isSalesperson(user) && chargersOf(user.id).length > 0,
)!;

describe('account owners (the generator)', () => {
  it('are active salespeople; the Sales persona and another salesperson own sites with chargers; some sites have none', () => {
    const sites = allSites(base).map(({ site }) => site);
    const ownerIds = new Set(Object.values(base.accountOwners));
    for (const id of ownerIds) expect(isSalesperson(base.staff.find((user) => user.id === id)!)).toBe(true);
    expect(ownerIds.size).toBeGreaterThan(1);
    expect(
      sites.filter((site) => base.accountOwners[site.subscription] === undefined).length,
    ).toBeGreaterThan(0);
    expect(chargersOf(sales.id).length).toBeGreaterThan(0);
    expect(otherSalesperson).toBeDefined();
    // Deterministic: the same seed gives the same owners.
    expect(createDataset().accountOwners).toEqual(base.accountOwners);
  });
});

describe('listYourEvses (the data-backed mock)', () => {
  const everyCharger = base.evses.length;

  it("answers the Sales persona exactly their customers' chargers, not every charger", () => {
    const mine = chargersOf(sales.id);
    const answer = page('/ui/v1/sales/evses', signIn(sales.email));
    expect(answer.countTotal).toBe(mine.length);
    expect(answer.countTotal).toBeLessThan(everyCharger);
    expect(answer.evses.map((row) => row.evseUuid).sort()).toEqual(mine.map((row) => row.evseUuid).sort());
  });

  it("answers another salesperson their own customers' chargers: none of the Sales persona's", () => {
    const theirs = page('/ui/v1/sales/evses', signIn(otherSalesperson.email));
    expect(theirs.countTotal).toBe(chargersOf(otherSalesperson.id).length);
    const personas = new Set(chargersOf(sales.id).map((row) => row.evseUuid));
    expect(theirs.evses.filter((row) => personas.has(row.evseUuid))).toEqual([]);
  });

  it('answers an empty page to someone who owns no site (an admin may call it, and owns none)', () => {
    expect(Object.values(base.accountOwners)).not.toContain(staffByEmail('admin@operator-portal.example').id);
    expect(page('/ui/v1/sales/evses', signIn('admin@operator-portal.example'))).toEqual({
      evses: [],
      page: 1,
      countPages: 0,
      countTotal: 0,
    });
  });

  it("applies the chargers call's filters within the caller's chargers", () => {
    const bearer = signIn(sales.email);
    const mine = chargersOf(sales.id);
    const offline = page('/ui/v1/sales/evses?connectivity=EVSE_OFFLINE', bearer);
    expect(offline.countTotal).toBe(mine.filter((row) => row.connectivity === 'EVSE_OFFLINE').length);
    expect(offline.evses.every((row) => row.connectivity === 'EVSE_OFFLINE')).toBe(true);
    const own = mine[0]!.uniqueIdentifier;
    expect(
      page(`/ui/v1/sales/evses?text=${encodeURIComponent(own)}`, bearer).evses.map((r) => r.uniqueIdentifier),
    ).toEqual([own]);
    // Someone else's charger is not found by its identifier, though the chargers call finds it.
    const other = chargersOf(otherSalesperson.id)[0]!.uniqueIdentifier;
    expect(page(`/ui/v1/sales/evses?text=${encodeURIComponent(other)}`, bearer).countTotal).toBe(0);
    expect(page(`/ui/v1/evses?text=${encodeURIComponent(other)}`, bearer).countTotal).toBeGreaterThan(0);
  });

  it("names a site's account owner in its detail, and none for a site without one", () => {
    const bearer = signIn(sales.email);
    const owned = chargersOf(sales.id)[0]!.site!.subscription;
    expect(call('GET', `/ui/v1/site/${owned}`, bearer).body).toMatchObject({
      accountOwner: { id: sales.id, name: sales.name },
    });
    const unowned = allSites(base).find(({ site }) => base.accountOwners[site.subscription] === undefined)!;
    expect(call('GET', `/ui/v1/site/${unowned.site.subscription}`, bearer).body).not.toHaveProperty(
      'accountOwner',
    );
  });

  it('refuses a caller without sales:read (403 naming it)', () => {
    const answer = call('GET', '/ui/v1/sales/evses', signIn('viewer@operator-portal.example'));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errorId: 'PERMISSION_DENIED', missingPermission: 'sales:read' });
  });
});
