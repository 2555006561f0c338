// The contracts kit's parts that need no install: the provider-state catalogue (every state described, the page
// fresh), the interaction selection of `verify`, its arguments, the shrinkwrap taken from the portal's lockfile and
// the version stamp. The whole path (pack, install into an empty folder, verify the mock) is a step of
// `npm run test:contracts` (scripts/contracts/kit/try-kit.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVIDER_STATES } from '../../../contracts/provider-states.ts';
import { parseVerifyArgs } from '../../../scripts/contracts/kit/cli.ts';
import { selectInteractions } from '../../../scripts/contracts/kit/select.ts';
import { shrinkwrapFor, type Lockfile } from '../../../scripts/contracts/kit/shrinkwrap.ts';
import { meaningProblem, stateCatalogue } from '../../../scripts/contracts/kit/state-catalogue.ts';
import { renderStatesPage, STATES_PAGE } from '../../../scripts/contracts/kit/states-page.ts';
import { listPactFiles, readPact } from '../../../scripts/contracts/pact-files.ts';
import { consumerVersion, STAMP_KEY, stampPact } from '../../../scripts/contracts/versions.ts';

const pact = readPact(listPactFiles()[0] ?? '');
const catalogue = stateCatalogue(pact.interactions);

describe('provider states documented from the code', () => {
  it('lists every state of contracts/provider-states.ts and of the pacts, each described', () => {
    const names = catalogue.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(Object.keys(PROVIDER_STATES)));
    for (const interaction of pact.interactions)
      for (const state of interaction.providerStates ?? []) expect(names).toContain(state.name);
    expect(
      catalogue.filter((entry) => meaningProblem(entry) !== undefined).map((entry) => entry.name),
    ).toEqual([]);
  });

  it('fails a state added without a description', () => {
    const added = { ...PROVIDER_STATES, 'a new state': { mock: 'rule', setup: '' } } as const;
    const entries = stateCatalogue(pact.interactions, added);
    expect(meaningProblem(entries.find((entry) => entry.name === 'a new state')!)).toContain(
      'no description',
    );
    // A pact naming a state the catalogue lacks is caught the same way.
    const stray = { ...pact.interactions[0]!, providerStates: [{ name: 'not in the catalogue' }] };
    const strayEntry = stateCatalogue([stray]).find((entry) => entry.name === 'not in the catalogue');
    expect(meaningProblem(strayEntry!)).toContain('no description');
    expect(meaningProblem({ ...strayEntry!, meaning: 'TODO: say what this needs' })).toContain('placeholder');
  });

  it('gives each state the params, injected values and operations the pacts use', () => {
    const site = catalogue.find((entry) => entry.name === 'the site exists');
    expect(site).toMatchObject({ injected: ['siteKey'], operations: ['getSite'] });
    expect(Object.keys(site?.params ?? {})).toEqual(['siteKey']);
    const refresh = catalogue.find((entry) => entry.name === 'the refresh token is valid');
    expect(refresh?.injected).toEqual(['refreshToken']);
    const failing = catalogue.find((entry) => entry.name === 'the service fails');
    expect(failing?.mock).toBe('status 500');
    expect(failing?.operations.length).toBeGreaterThan(40);
    expect(catalogue.reduce((sum, entry) => sum + entry.interactions, 0)).toBe(pact.interactions.length);
  });

  it('docs/provider-states.md is what `npm run docs:states` writes', async () => {
    const fresh = await renderStatesPage();
    const committed = readFileSync(STATES_PAGE, 'utf8');
    expect(committed, 'docs/provider-states.md is stale: run `npm run docs:states` and commit it').toBe(
      fresh,
    );
    expect(committed.match(/^## /gm)).toHaveLength(catalogue.length);
  });
});

describe('the kit verify command', () => {
  it('selects interactions by operation and state, and refuses names the pacts lack', () => {
    const fleets = selectInteractions(pact, { operations: ['listFleets'], states: [] });
    expect(fleets.interactions.length).toBeGreaterThan(3);
    expect(fleets.interactions.every((i) => i.description.startsWith('listFleets:'))).toBe(true);
    const failing = selectInteractions(pact, {
      operations: ['listFleets', 'getSite'],
      states: ['the service fails'],
    });
    expect(failing.interactions.map((i) => i.description).sort()).toEqual([
      'getSite: the service fails (500)',
      'listFleets: the service fails (500)',
    ]);
    expect(() => selectInteractions(pact, { operations: ['listFleet'], states: [] })).toThrow(/"listFleet"/);
    expect(() => selectInteractions(pact, { operations: [], states: ['the moon is full'] })).toThrow(/moon/);
  });

  it('reads its arguments', () => {
    expect(
      parseVerifyArgs([
        '--provider-base-url',
        'http://127.0.0.1:8080/api/',
        '--operation',
        'listFleets,getSite',
        '--operation',
        'refreshToken',
        '--token',
        't',
      ]),
    ).toMatchObject({
      providerBaseUrl: 'http://127.0.0.1:8080/api',
      operations: ['listFleets', 'getSite', 'refreshToken'],
      token: 't',
      logLevel: 'warn',
    });
    expect(() => parseVerifyArgs([])).toThrow(/--provider-base-url/);
    expect(() => parseVerifyArgs(['--provider-base-url', 'ftp://x'])).toThrow(/http/);
    expect(() => parseVerifyArgs(['--provider-base-url', 'http://x', '--log-level', 'loud'])).toThrow(
      /log-level/,
    );
  });
});

describe('the kit package', () => {
  const lock: Lockfile = {
    lockfileVersion: 3,
    packages: {
      '': {},
      'node_modules/verifier': { version: '1.0.0', dev: true, dependencies: { a: '^1', b: '^2' } },
      'node_modules/a': { version: '1.2.0', dev: true },
      'node_modules/b': { version: '3.0.0', dev: true },
      'node_modules/verifier/node_modules/b': {
        version: '2.1.0',
        dev: true,
        optionalDependencies: { 'b-linux': '2.1.0', 'b-mac': '2.1.0' },
      },
      'node_modules/b-linux': { version: '2.1.0', dev: true, optional: true, os: ['linux'] },
      'node_modules/unrelated': { version: '9.0.0' },
    },
  };

  it('takes the shrinkwrap from the lockfile as Node resolves it, as production dependencies', () => {
    const wrap = shrinkwrapFor(lock, { name: 'kit', version: '1.0.0', dependencies: { verifier: '1.0.0' } });
    expect(Object.keys(wrap.packages)).toEqual([
      '',
      'node_modules/a',
      'node_modules/b-linux',
      'node_modules/verifier',
      'node_modules/verifier/node_modules/b',
    ]);
    expect(Object.values(wrap.packages).some((entry) => entry.dev)).toBe(false);
    expect(wrap.packages['node_modules/b-linux']?.optional).toBe(true);
    expect(() =>
      shrinkwrapFor(lock, { name: 'kit', version: '1.0.0', dependencies: { missing: '1.0.0' } }),
    ).toThrow(/missing/);
  });

  it('stamps pacts with the spec version and the git revision', () => {
    const stamp = {
      specVersion: '1.0.0',
      gitRevision: '57105ad2ad7f99315adce381ae1fcc4983188245',
      gitDirty: false,
    };
    const stamped = stampPact(pact, stamp);
    expect(stamped.metadata?.[STAMP_KEY]).toEqual(stamp);
    expect(stamped.metadata?.['pact-js']).toEqual(pact.metadata?.['pact-js']);
    expect(consumerVersion(stamp)).toBe('1.0.0+57105ad2ad7f');
    expect(consumerVersion({ ...stamp, gitDirty: true })).toBe('1.0.0+57105ad2ad7f.dirty');
  });
});
