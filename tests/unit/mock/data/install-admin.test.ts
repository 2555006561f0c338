// The installer company admin in the mock: the installer admin's calls over the generated world — a company's installer users,
// reassigning an installation (422 with a field error for another company's installer, 409 unchanged), and resolving
// a duplicate the rule pairs (the generator plants them): the list and the installation problems (home's) change.
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import { duplicateGroups } from '../../../../src/domain/install/duplicates.ts';

const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base, maxCopies: 4 });

interface Answer {
  status: number;
  body: unknown;
}
interface Row {
  uuid: string;
  name: string;
  created: string;
  hemProvider: string;
  hemsId: string;
  gatewayId: string;
  installer: { id: string; name: string } | null;
  problems: string[];
  duplicateOf?: string;
  site: { subscription: string } | null;
  commissioning: { activated: boolean };
}

function client(owner: string) {
  const call = (method: string, url: string, bearer?: string, body?: unknown): Answer => {
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
  };
  const login = call('POST', '/authentication-api/login', undefined, {
    email: 'installer-admin@operator-portal.example',
    password: 'any password',
  });
  const bearer = (login.body as { access: string }).access;
  return (method: string, url: string, body?: unknown) => call(method, url, bearer, body);
}

const ivo = base.staff.find((user) => user.email === 'installer-admin@operator-portal.example')!;
const COMPANY = ivo.company!.uuid;
const LIST = `/ui/v1/install/companies/${COMPANY}/installations`;
const rowsOf = (answer: Answer) => (answer.body as { installations: Row[] }).installations;

describe('listCompanyInstallers', () => {
  it("the company's active installer users by name; their counts add up to the company's installations", () => {
    const call = client('installers');
    const answer = call('GET', `/ui/v1/install/companies/${COMPANY}/installers`);
    expect(answer.status).toBe(200);
    const { installers } = answer.body as {
      installers: { id: string; name: string; installationCount: number }[];
    };
    expect(installers.map((person) => person.id)).toContain(ivo.id);
    const names = installers.map((person) => person.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const total = (call('GET', LIST).body as { countTotal: number }).countTotal;
    expect(installers.reduce((sum, person) => sum + person.installationCount, 0)).toBe(total);
  });
});

describe('reassignInstallation', () => {
  it('gives the installation to a colleague (the list shows it); refuses a stranger and an unchanged installer', () => {
    const call = client('reassign');
    const installers = (
      call('GET', `/ui/v1/install/companies/${COMPANY}/installers`).body as { installers: { id: string }[] }
    ).installers;
    const [row] = rowsOf(call('GET', LIST));
    const colleague = installers.find((person) => person.id !== row!.installer?.id)!;
    const url = `${LIST}/${row!.uuid}/installer`;
    const done = call('PUT', url, { installerId: colleague.id });
    expect(done.status).toBe(200);
    expect((done.body as Row).installer?.id).toBe(colleague.id);
    const listed = rowsOf(call('GET', LIST)).find((candidate) => candidate.uuid === row!.uuid);
    expect(listed?.installer?.id).toBe(colleague.id);
    expect(call('PUT', url, { installerId: colleague.id }).status).toBe(409);
    const stranger = base.staff.find(
      (user) =>
        user.company !== undefined && user.company.uuid !== COMPANY && user.roles.includes('Installer'),
    )!;
    const refused = call('PUT', url, { installerId: stranger.id });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ fieldErrors: [{ field: 'installerId' }] });
  });
});

describe('resolveInstallationDuplicate', () => {
  it('the generator planted a duplicate the rule pairs; resolving it clears the problem in the list and on home', () => {
    const call = client('resolve');
    const flagged = rowsOf(call('GET', `${LIST}?problem=INSTALLATION_DUPLICATE`));
    const [group] = duplicateGroups(flagged);
    expect(group).toBeDefined();
    const members = [group!.keep, ...group!.others];
    const sites = flagged
      .filter((row) => members.includes(row.uuid) && row.site !== null)
      .map((row) => row.site!.subscription);
    expect(sites.length).toBeGreaterThan(0);
    const problems = () =>
      (
        call('GET', '/ui/v1/problems/installations').body as {
          rows: { subscription: string; problemName: string }[];
        }
      ).rows.filter(
        (row) => row.problemName === 'INSTALLATION_DUPLICATE' && sites.includes(row.subscription),
      );
    expect(problems().length).toBeGreaterThan(0);

    const marked = group!.others[0]!;
    const url = `${LIST}/${marked}/duplicate-of`;
    expect(call('PUT', url, { keepUuid: marked }).status).toBe(422);
    const done = call('PUT', url, { keepUuid: group!.keep });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ uuid: marked, duplicateOf: group!.keep });
    expect((done.body as Row).problems).not.toContain('INSTALLATION_DUPLICATE');
    const after = rowsOf(call('GET', `${LIST}?problem=INSTALLATION_DUPLICATE`)).map((row) => row.uuid);
    for (const uuid of members) expect(after).not.toContain(uuid);
    expect(problems()).toEqual([]);
    // Resolved already: the rule no longer pairs them.
    expect(call('PUT', url, { keepUuid: group!.keep }).status).toBe(409);
  });
});
