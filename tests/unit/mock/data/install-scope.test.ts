// Access and the install area in the mock: an installer (or installer admin) sees only their company's installations, sites,
// gateways and chargers — every installer user of the dataset is walked over every company's list and item calls,
// and another company's item is 403 or 404, never its data; a fleet manager sees only their fleets' sites; jump-to
// finds only what the scope holds. The scope comes from the caller's role membership, never from a name.
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { isInstallerUser } from '../../../../scripts/mock/areas/install/install.fixtures.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';

const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base, maxCopies: 8 });
const owner = 'install-scope-test';

interface Answer {
  status: number;
  body: unknown;
}

function call(method: string, url: string, bearer?: string, body?: unknown): Answer {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  const input = { owner, ...(bearer === undefined ? {} : { bearer }) };
  const refused = layer.authorize(match, input);
  if (refused) return refused as Answer;
  return layer.answer(match, {
    ...input,
    url,
    body: body === undefined ? '' : JSON.stringify(body),
  }) as Answer;
}

function signIn(email: string): string {
  const answer = call('POST', '/authentication-api/login', undefined, { email, password: 'any password' });
  expect(answer.status).toBe(200);
  return (answer.body as { access: string }).access;
}

// Per company: one prepared installation, one site (its subscription and own installation), one charger.
const world = base;
const companyOf = (installationUuid: string) => world.installOwners[installationUuid]?.companyUuid;
const prepared = Object.values(world.installations).flat();
const siteGateways = world.gateways.filter(({ gateway }) => gateway.site !== null);
const samples = world.companies.map((company) => {
  const installation = prepared.find((row) => companyOf(row.uuid) === company.uuid);
  const siteGateway = siteGateways.find(
    ({ gateway }) => companyOf(gateway.installationUuid) === company.uuid,
  );
  const charger = world.evses.find(
    ({ detail }) => companyOf(detail.evse.gateway.installationUuid) === company.uuid,
  );
  return { company, installation, siteGateway, charger };
});
const installers = world.staff.filter((user) => isInstallerUser(user) && user.state === 'active');
const denied = (answer: Answer) => answer.status === 403 || answer.status === 404;

describe('an installer sees only their company (every installer user × every company)', () => {
  it('has installers in more than one company, and every company something to see', () => {
    expect(new Set(installers.map((user) => user.company?.uuid)).size).toBeGreaterThan(1);
    for (const sample of samples) {
      expect(sample.installation).toBeDefined();
      expect(sample.siteGateway).toBeDefined();
    }
  });

  it.each(installers.map((user) => [user.email, user] as const))('%s', (_email, user) => {
    const bearer = signIn(user.email);
    const own = user.company!.uuid;

    // The company picker lists their company alone.
    const picker = call('GET', '/ui/v1/install/companies', bearer);
    expect(picker.status).toBe(200);
    expect((picker.body as { companies: { uuid: string }[] }).companies.map((c) => c.uuid)).toEqual([own]);

    for (const { company, installation, siteGateway, charger } of samples) {
      const mine = company.uuid === own;
      const check = (answer: Answer, what: string) => {
        if (mine) expect(answer.status, what).toBe(200);
        else expect(denied(answer), `${what}: ${answer.status}`).toBe(true);
      };
      check(call('GET', `/ui/v1/install/companies/${company.uuid}/installations`, bearer), 'installations');
      check(
        call('GET', `/ui/v1/installation/prepared/${installation!.uuid}`, bearer),
        'prepared installation',
      );
      const gateway = siteGateway!.gateway;
      check(call('GET', `/ui/v1/installations/${gateway.installationUuid}/gateways`, bearer), 'gateways');
      check(
        call('GET', `/ui/v1/gateways/${gateway.hemsLogicalId}/${gateway.hemGatewayId}`, bearer),
        'gateway',
      );
      if (charger) check(call('GET', `/ui/v1/evses/${charger.detail.evse.evseUuid}`, bearer), 'charger');
      // A write naming another company's installation is refused before anything changes.
      if (!mine) {
        const write = call(
          'POST',
          `/ui/v1/installations/${gateway.installationUuid}/gateways/${gateway.hemGatewayId}/evse-verifications`,
          bearer,
          { uniqueIdentifier: 'SCOPE-TEST-1' },
        );
        expect(denied(write), `write: ${write.status}`).toBe(true);
      }
      // The site itself: installers hold no sites:read, so any site is 403 (a permission, not a scope).
      expect(call('GET', `/ui/v1/site/${gateway.site!.subscription}`, bearer).status).toBe(403);
    }

    // Lists hold only the company's things.
    for (const provider of world.providers) {
      const list = call('GET', `/ui/v1/installation/prepared/hems/${provider.id}`, bearer);
      expect(list.status).toBe(200);
      for (const row of (list.body as { installations: { uuid: string }[] }).installations) {
        expect(companyOf(row.uuid)).toBe(own);
      }
    }
    const chargers = call('GET', '/ui/v1/evses', bearer);
    expect(chargers.status).toBe(200);
    for (const row of (chargers.body as { evses: { gateway: { installationUuid: string } }[] }).evses) {
      expect(companyOf(row.gateway.installationUuid)).toBe(own);
    }
    const gateways = call('GET', '/ui/v1/gateways', bearer);
    expect(gateways.status).toBe(200);
    const gatewayRows = (gateways.body as { gateways: { installationUuid: string }[] }).gateways;
    expect(gatewayRows.length).toBeGreaterThan(0);
    for (const row of gatewayRows) expect(companyOf(row.installationUuid)).toBe(own);

    // Jump to finds another company's gateway by its full id not at all.
    for (const { company, siteGateway } of samples) {
      if (company.uuid === own) continue;
      const id = siteGateway!.gateway.hemGatewayId;
      const found = call('GET', `/ui/v1/search?q=${encodeURIComponent(id)}`, bearer);
      expect(found.status).toBe(200);
      const hits = (found.body as { gateways: { items: { hemGatewayId: string }[] } }).gateways.items;
      expect(hits.map((hit) => hit.hemGatewayId)).not.toContain(id);
    }
  });
});

describe('the VPP sites of an installer admin are their company’s (on the scope rule)', () => {
  const companyOfSite = new Map(
    siteGateways.map(({ gateway }) => [gateway.site!.subscription, companyOf(gateway.installationUuid)]),
  );
  const admins = installers.filter((user) => user.roles.includes('Installer admin'));

  it.each(admins.map((user) => [user.email, user] as const))('%s', (_email, user) => {
    const bearer = signIn(user.email);
    const own = user.company!.uuid;
    const list = call('GET', '/ui/v1/vpp/sites', bearer);
    expect(list.status).toBe(200);
    const rows = (list.body as { sites: { subscription: string }[] }).sites;
    for (const row of rows) expect(companyOfSite.get(row.subscription)).toBe(own);
    // Enrolling another company's site is refused before anything changes.
    const other = [...companyOfSite].find(([, company]) => company !== undefined && company !== own);
    expect(other).toBeDefined();
    const write = call('PUT', `/ui/v1/vpp/sites/${other![0]}/enrolment`, bearer);
    expect(denied(write), `enrol: ${write.status}`).toBe(true);
  });
});

describe('an installer admin administers their company alone (on the scope rule)', () => {
  const admins = installers.filter((user) => user.roles.includes('Installer admin'));

  it.each(admins.map((user) => [user.email, user] as const))('%s', (_email, user) => {
    const bearer = signIn(user.email);
    const own = user.company!.uuid;
    const colleague = installers.find((other) => other.company?.uuid === own && other.id !== user.id) ?? user;
    for (const { company, installation } of samples) {
      if (company.uuid === own) continue;
      const base = `/ui/v1/install/companies/${company.uuid}/installations/${installation!.uuid}`;
      // Another company's installers, reassignment and duplicates: 404, never its data, and nothing changes.
      expect(call('GET', `/ui/v1/install/companies/${company.uuid}/installers`, bearer).status).toBe(404);
      const reassign = call('PUT', `${base}/installer`, bearer, { installerId: colleague.id });
      expect(reassign.status, 'reassign').toBe(404);
      const resolve = call('PUT', `${base}/duplicate-of`, bearer, { keepUuid: installation!.uuid });
      expect(resolve.status, 'resolve').toBe(404);
      // Their own company's path naming another company's installation: 404 as well.
      const mixed = `/ui/v1/install/companies/${own}/installations/${installation!.uuid}/installer`;
      expect(call('PUT', mixed, bearer, { installerId: colleague.id }).status, 'mixed').toBe(404);
    }
    expect(call('GET', `/ui/v1/install/companies/${own}/installers`, bearer).status).toBe(200);
  });
});

describe('staff and fleet managers', () => {
  it('operations sees every company and every company’s installations', () => {
    const bearer = signIn('ops@operator-portal.example');
    const picker = call('GET', '/ui/v1/install/companies', bearer);
    expect((picker.body as { companies: unknown[] }).companies).toHaveLength(world.companies.length);
    for (const { company } of samples) {
      expect(call('GET', `/ui/v1/install/companies/${company.uuid}/installations`, bearer).status).toBe(200);
    }
  });

  it("a fleet manager's sites and chargers are their fleets' only", () => {
    const bearer = signIn('fleet@operator-portal.example');
    const frida = world.staff.find((user) => user.email === 'fleet@operator-portal.example')!;
    const fleets = new Set(world.managedFleets[frida.id]);
    expect(fleets.size).toBeGreaterThan(0);
    for (const provider of world.providers) {
      const sites = call('GET', `/ui/v1/sites/hems/${provider.id}`, bearer);
      expect(sites.status).toBe(200);
      for (const site of (sites.body as { subscriptions: { fleets: { uuid: string }[] }[] }).subscriptions) {
        expect(site.fleets.some((fleet) => fleets.has(fleet.uuid))).toBe(true);
      }
    }
    const outside = Object.values(world.sites)
      .flat()
      .find((site) => !site.fleets.some((fleet) => fleets.has(fleet.uuid)))!;
    expect(call('GET', `/ui/v1/site/${outside.subscription}`, bearer).status).toBe(404);
    const listed = call('GET', '/ui/v1/sites/fleets', bearer);
    for (const fleet of (listed.body as { fleets: { uuid: string }[] }).fleets) {
      expect(fleets.has(fleet.uuid)).toBe(true);
    }
  });
});

describe('an installer admin approves only the sign-ups asking for their company', () => {
  interface Row {
    id: string;
    email: string;
    company?: { uuid: string; name: string };
  }
  const listed = (bearer: string) => {
    const answer = call('GET', '/ui/v1/sign-ups', bearer);
    expect(answer.status).toBe(200);
    return (answer.body as { signUps: Row[] }).signUps;
  };
  // Every company gets a sign-up through the public page (its company chosen from the public list), one asks for none.
  const publicList = call('GET', '/authentication-api/installer-companies');
  const asked = new Map<string, string>();
  for (const company of (publicList.body as { companies: { uuid: string }[] }).companies) {
    const email = `scope.walk.${company.uuid.slice(0, 8)}@signup.example`;
    const body = { name: 'Scope Walk', email, password: 'a long password', companyUuid: company.uuid };
    expect(call('POST', '/authentication-api/sign-up', undefined, body).status).toBe(200);
    asked.set(email, company.uuid);
  }
  const noCompany = {
    name: 'No Company',
    email: 'scope.walk.none@signup.example',
    password: 'a long password',
  };
  expect(call('POST', '/authentication-api/sign-up', undefined, noCompany).status).toBe(200);
  const everyone = listed(signIn('opslead@operator-portal.example'));
  const rows = everyone.filter((row) => row.email.startsWith('scope.walk.'));

  it('the public list answers every company, its uuid and name only; staff see every sign-up with its company', () => {
    expect(publicList.status).toBe(200);
    const companies = (publicList.body as { companies: object[] }).companies;
    expect(companies).toHaveLength(world.companies.length);
    for (const company of companies) expect(Object.keys(company).sort()).toEqual(['name', 'uuid']);
    expect(rows).toHaveLength(world.companies.length + 1);
    for (const row of rows) expect(row.company?.uuid).toBe(asked.get(row.email));
    const unknown = {
      ...noCompany,
      email: 'x@signup.example',
      companyUuid: '00000000-0000-4000-8000-000000000000',
    };
    const refused = call('POST', '/authentication-api/sign-up', undefined, unknown);
    expect([refused.status, (refused.body as { errorId?: string }).errorId]).toEqual([
      400,
      'COMPANY_UNKNOWN',
    ]);
  });

  it.each(installers.map((user) => [user.email, user] as const))('%s', (_email, user) => {
    const bearer = signIn(user.email);
    const own = user.company!.uuid;
    if (!user.roles.includes('Installer admin')) {
      // An installer without the admin role holds no signups permission at all.
      expect(call('GET', '/ui/v1/sign-ups', bearer).status).toBe(403);
      return;
    }
    const queue = listed(bearer);
    expect(queue.map((row) => row.id).sort()).toEqual(
      everyone
        .filter((row) => row.company?.uuid === own)
        .map((row) => row.id)
        .sort(),
    );
    expect(queue.some((row) => asked.get(row.email) === own)).toBe(true);
    const companies = call('GET', '/ui/v1/installer-companies', bearer);
    expect((companies.body as { companies: { uuid: string }[] }).companies.map((c) => c.uuid)).toEqual([own]);
    for (const row of rows) {
      const path = `/ui/v1/sign-ups/${row.id}`;
      if (row.company?.uuid === own) {
        // Their company's sign-up: only as an installer role, only into their company.
        const staffRole = call('POST', `${path}/approval`, bearer, { role: 'Operations' });
        expect([staffRole.status, (staffRole.body as { errorId?: string }).errorId]).toEqual([
          403,
          'ROLE_NOT_GRANTABLE',
        ]);
        const other = world.companies.find((company) => company.uuid !== own)!.uuid;
        const elsewhere = call('POST', `${path}/approval`, bearer, { role: 'Installer', companyUuid: other });
        expect([elsewhere.status, (elsewhere.body as { errorId?: string }).errorId]).toEqual([
          403,
          'COMPANY_NOT_GRANTABLE',
        ]);
        continue;
      }
      // Another company's sign-up (or one asking for none): 404, as if it did not exist, and nothing changes.
      const approve = call('POST', `${path}/approval`, bearer, { role: 'Installer', companyUuid: own });
      expect(approve.status, 'approve').toBe(404);
      expect(call('POST', `${path}/rejection`, bearer, { reason: 'No' }).status, 'reject').toBe(404);
      expect(call('POST', `${path}/verification-messages`, bearer).status, 'resend').toBe(404);
    }
    expect(listed(signIn('opslead@operator-portal.example'))).toHaveLength(everyone.length);
  });

  it('the installer admin approves their company’s sign-up as Installer into their company', () => {
    const admin = installers.find((user) => user.roles.includes('Installer admin'))!;
    const own = admin.company!.uuid;
    const bearer = signIn(admin.email);
    const row = rows.find((candidate) => candidate.company?.uuid === own)!;
    const approved = call('POST', `/ui/v1/sign-ups/${row.id}/approval`, bearer, {
      role: 'Installer',
      companyUuid: own,
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ email: row.email, roles: ['Installer'], company: { uuid: own } });
    expect(listed(bearer).map((candidate) => candidate.id)).not.toContain(row.id);
  });
});
