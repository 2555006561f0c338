// The verify CLI as backend teams and `npm run test:contracts` run it (a child process: the Pact verifier is native
// and prints to stdout), against the mock server (the real Prism on the generated mock spec behind the mock proxy).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerState } from '../../../contracts/provider-states.ts';
import {
  EXPIRED_ACCESS_TOKEN,
  FORGED_ACCESS_TOKEN,
  REFRESH_TOKEN,
} from '../../../contracts/support/contract.ts';
import { mockToken } from '../../helpers/mock-tokens.ts';
import { listPactFiles, readPact, type PactFile } from '../../../scripts/contracts/pact-files.ts';
import { REFERENCE_DATE } from '../../../scripts/generate/fixtures.ts';
import { DATASET_STATE_HEADER, MOCK_RESET_PATH } from '../../../scripts/mock/proxy.ts';
import { PROJECT_ROOT, SCENARIO_HEADER, scenarioToPrefer } from '../../../scripts/mock/select-example.ts';
import { startMockServer, type MockServer } from '../../../scripts/mock/server.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { sharedPrism } from '../../helpers/shared-prism.ts';

const TSX = resolve(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
const VERIFY = resolve(PROJECT_ROOT, 'scripts', 'contracts', 'verify.ts');
const committed = readPact(listPactFiles()[0] ?? '');
const work = mkdtempSync(join(tmpdir(), 'verify-cli-'));
let mock: MockServer;

beforeAll(async () => {
  mock = await startMockServer({ prism: sharedPrism(), now: REFERENCE_DATE });
}, timeLimit(90_000));
afterAll(async () => {
  await mock?.stop();
  rmSync(work, { recursive: true, force: true });
});

function verifyCli(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(TSX, [VERIFY, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });
}

function writePact(name: string, interactions: PactFile['interactions']): string {
  const file = join(work, name);
  writeFileSync(file, JSON.stringify({ ...committed, interactions }));
  return file;
}

const byDescription = (description: string) => {
  const found = committed.interactions.find((interaction) => interaction.description === description);
  if (!found) throw new Error(`no interaction "${description}" in the committed pact`);
  return structuredClone(found);
};

describe('verification against the mock', () => {
  it(
    'fails an interaction whose provider state is not mapped, and names the state',
    async () => {
      const unmapped = {
        ...byDescription('listFleets: fleets exist'),
        providerStates: [{ name: 'the moon is full' }],
      };
      unmapped.description = 'listFleets: under a full moon';
      const file = writePact('unmapped.json', [byDescription('listFleets: fleets exist'), unmapped]);
      const { code, output } = await verifyCli(['--mock', '--provider-base-url', mock.url, '--pact', file]);
      expect(code).toBe(1);
      expect(output).toMatch(/\[verify\] 2 interactions .*: 1 passed, 1 failed — FAILED/);
      expect(output).toContain('listFleets: under a full moon');
      expect(output).toContain('unmapped provider state "the moon is full"');
    },
    timeLimit(60_000),
  );

  it(
    'fails when the mock answers something the pact does not accept',
    async () => {
      // The pact wants an empty page; the mapped state makes the mock answer a full one.
      const wrong = byDescription('listSites: a page beyond the last');
      wrong.providerStates = [{ name: 'the HEMS provider has sites' }];
      wrong.request.query = { page: ['1'] };
      const { code, output } = await verifyCli([
        '--mock',
        '--provider-base-url',
        mock.url,
        '--pact',
        writePact('wrong.json', [wrong]),
      ]);
      expect(code).toBe(1);
      expect(output).toContain('$.subscriptions');
    },
    timeLimit(60_000),
  );
});

/** A site key only the state-change answer knows (one of the mock's examples, so Prism has it too). */
const SITE_KEY_FROM_STATE = '539901cf-48ee-434b-bd51-6e163445eff3';

interface Seen {
  paths: string[];
  states: { state: string; action: string; params: Record<string, unknown> }[];
  authorizations: string[];
  refreshBodies: string[];
}

/**
 * A stand-in for a backend team's service: implements the provider states behind a state-change URL (with the same
 * meaning as the mock, so Prism can answer), checks the bearer token it was given, and hands out a refresh token
 * through the state-change answer.
 */
async function fakeBackend(upstream: string): Promise<{ server: Server; url: string; seen: Seen }> {
  const seen: Seen = { paths: [], states: [], authorizations: [], refreshBodies: [] };
  const active = new Set<string>();
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((done) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => done(text));
    });
  const server = createServer((req, res) => {
    void (async () => {
      let body = await readBody(req);
      const url = req.url ?? '/';
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (url === '/provider-states') {
        const change = JSON.parse(body) as Seen['states'][number];
        seen.states.push(change);
        if (change.action === 'teardown') active.delete(change.state);
        else {
          active.add(change.state);
          // Each interaction starts from the generated world, as a backend's test fixture would: an interaction that
          // adds or removes a charger does not change what the next one finds.
          await fetch(`${upstream}${MOCK_RESET_PATH}`, { method: 'POST' });
        }
        const values: Record<string, Record<string, string>> = {
          'the refresh token is valid': { refreshToken: 'issued-refresh-token' },
          'the site exists': { siteKey: SITE_KEY_FROM_STATE },
        };
        send(200, values[change.state] ?? {});
        return;
      }
      const authorization = req.headers.authorization ?? '';
      seen.authorizations.push(authorization);
      seen.paths.push(url);
      if (url === '/authentication-api/refresh-token' && active.has('the refresh token is valid')) {
        seen.refreshBodies.push(body);
        if ((JSON.parse(body) as { refresh?: string }).refresh !== 'issued-refresh-token') {
          send(401, { message: 'unknown refresh token', status: 401 });
          return;
        }
      }
      const secured = url.startsWith('/ui/');
      const refused = [`Bearer ${EXPIRED_ACCESS_TOKEN}`, `Bearer ${FORGED_ACCESS_TOKEN}`];
      if (secured && authorization !== 'Bearer real-token' && !refused.includes(authorization)) {
        send(403, { message: `unexpected token ${authorization}`, status: 403 });
        return;
      }
      // The states mean for this stand-in what they mean for the mock: a scenario or a dataset state. Its own
      // tokens stand for the mock's: the real token is the contracts' caller's, a refused one goes as it is.
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        authorization: refused.includes(authorization) ? authorization : `Bearer ${mockToken()}`,
      };
      // A charger command's key goes on as it came: a repeated key is the same command.
      const idempotencyKey = req.headers['idempotency-key'];
      if (typeof idempotencyKey === 'string') headers['idempotency-key'] = idempotencyKey;
      const refreshes: Record<string, string> = {
        'issued-refresh-token': mockToken(undefined, 'refresh'),
        [REFRESH_TOKEN]: mockToken(undefined, 'refresh'),
        'real-token': mockToken(),
      };
      if (url === '/authentication-api/refresh-token') {
        const sent = (JSON.parse(body) as { refresh?: string }).refresh ?? '';
        if (refreshes[sent] !== undefined) body = JSON.stringify({ refresh: refreshes[sent] });
      }
      for (const state of active) {
        const def = providerState(state)?.mock;
        if (def === undefined || def === 'rule') continue;
        if ('dataset' in def) headers[DATASET_STATE_HEADER] = def.dataset;
        else headers[SCENARIO_HEADER] = scenarioToPrefer(def);
      }
      const answer = await fetch(`${upstream}${url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' || body === '' ? undefined : body,
      });
      if (answer.status === 204) {
        res.writeHead(204);
        res.end();
        return;
      }
      // A text answer (exportLeads' CSV) goes back byte for byte, with its media type.
      const type = answer.headers.get('content-type') ?? '';
      if (!type.startsWith('application/json')) {
        res.writeHead(answer.status, { 'content-type': type });
        res.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      send(answer.status, await answer.json());
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/**
 * What the kit itself does differs per provider state (the states URL, the values it hands back) and per token (the
 * request filter), not per interaction: one interaction of every state set, every interaction sent with the expired
 * token and every one given 'the site exists'. `npm run test:contracts` verifies all of them against the mock.
 */
function oneOfEachState(interactions: PactFile['interactions']): PactFile['interactions'] {
  const seenStates = new Set<string>();
  return interactions.filter((interaction) => {
    const states = (interaction.providerStates ?? []).map((state) => state.name).sort();
    const key = JSON.stringify(states);
    const headers = JSON.stringify(interaction.request.headers ?? {});
    const wanted =
      !seenStates.has(key) || headers.includes(EXPIRED_ACCESS_TOKEN) || states.includes('the site exists');
    seenStates.add(key);
    return wanted;
  });
}

describe('backend-team kit: --provider-base-url --token --states-url', () => {
  it(
    'verifies an interaction of every provider state against a service that implements the states',
    async () => {
      const backend = await fakeBackend(mock.url);
      const sample = oneOfEachState(committed.interactions);
      const stateNames = (interactions: PactFile['interactions']) =>
        new Set(
          interactions.flatMap((interaction) =>
            (interaction.providerStates ?? []).map((state) => state.name),
          ),
        );
      expect(stateNames(sample)).toEqual(stateNames(committed.interactions));
      expect(sample.length).toBeLessThan(committed.interactions.length);
      try {
        const { code, output } = await verifyCli([
          '--provider-base-url',
          backend.url,
          '--token',
          'real-token',
          '--states-url',
          `${backend.url}/provider-states`,
          '--pact',
          writePact('states.json', sample),
        ]);
        expect(output).toMatch(
          new RegExp(
            `\\[verify\\] ${sample.length} interactions .*: ${sample.length} passed, 0 failed — PASSED`,
          ),
        );
        expect(code).toBe(0);
        // Auth injected by the request filter: placeholders replaced, the expired token kept for the 401 cases.
        expect(backend.seen.authorizations).toContain('Bearer real-token');
        expect(backend.seen.authorizations).toContain(`Bearer ${EXPIRED_ACCESS_TOKEN}`);
        expect(backend.seen.authorizations.some((value) => value.includes('contract-access-token'))).toBe(
          false,
        );
        // The refresh token came from the state-change answer (provider-state injected value).
        expect(backend.seen.refreshBodies).toEqual([JSON.stringify({ refresh: 'issued-refresh-token' })]);
        // So did the site key in the path of the interactions given 'the site exists'.
        expect(
          backend.seen.paths.filter((path) => path === `/ui/v1/site/${SITE_KEY_FROM_STATE}`),
        ).toHaveLength(2);
        expect(backend.seen.states).toContainEqual({
          state: 'the HEMS provider has sites',
          params: { hemsId: 'sonnen' },
          action: 'setup',
        });
        expect(backend.seen.states.some((change) => change.action === 'teardown')).toBe(true);
      } finally {
        backend.server.close();
      }
    },
    timeLimit(90_000),
  );

  it(
    'fails, naming the interactions, when the token is not accepted',
    async () => {
      const backend = await fakeBackend(mock.url);
      try {
        const { code, output } = await verifyCli([
          '--provider-base-url',
          backend.url,
          '--token',
          'wrong-token',
          '--states-url',
          `${backend.url}/provider-states`,
          '--pact',
          writePact('one.json', [byDescription('getProfile: signed in')]),
        ]);
        expect(code).toBe(1);
        expect(output).toContain('getProfile: signed in');
        expect(output).toContain('expected 200 but was 403');
      } finally {
        backend.server.close();
      }
    },
    timeLimit(60_000),
  );
});
