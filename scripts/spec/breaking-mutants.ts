// The proof of the breaking-change gate, as the drift proof proves the checks of `npm test`: each mutant is one
// change to the current spec, and the gate must call every `breaking` one breaking and let every `compatible` one
// through (tests/unit/spec/breaking-gate.test.ts). A mutant whose target is gone from the spec throws, so the proof
// never passes by changing nothing. `tsx scripts/spec/breaking-mutants.ts` prints the table.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isMain } from '../mock/is-main.ts';
import { SPEC_PATH } from '../contracts/pact-files.ts';
import { compareSpecs, type Spec } from './breaking-changes.ts';

export class MutantTargetMissing extends Error {}

export interface GateMutant {
  id: string;
  expect: 'breaking' | 'compatible';
  change: string;
  apply(spec: Spec): void;
}

type Node = Record<string, unknown>;

function at(spec: Spec, path: readonly string[]): Node {
  let node: unknown = spec;
  for (const key of path) {
    node = typeof node === 'object' && node !== null ? (node as Node)[key] : undefined;
    if (node === undefined) throw new MutantTargetMissing(`the spec has nothing at ${path.join('.')}`);
  }
  if (typeof node !== 'object' || node === null)
    throw new MutantTargetMissing(`${path.join('.')} is no object`);
  return node as Node;
}

const schema = (spec: Spec, name: string) => at(spec, ['components', 'schemas', name]);
const operation = (spec: Spec, path: string, method: string) => at(spec, ['paths', path, method]);

function list(node: Node, key: string, where: string): unknown[] {
  const value = node[key];
  if (!Array.isArray(value)) throw new MutantTargetMissing(`${where} has no ${key} list`);
  return value;
}

function without(values: unknown[], value: unknown, where: string): void {
  const index = values.indexOf(value);
  if (index < 0) throw new MutantTargetMissing(`${where} has no ${JSON.stringify(value)}`);
  values.splice(index, 1);
}

function take(node: Node, key: string, where: string): unknown {
  if (!(key in node)) throw new MutantTargetMissing(`${where} has no ${key}`);
  const value = node[key];
  delete node[key];
  return value;
}

function inlineParameter(spec: Spec, path: string, method: string, name: string): Node {
  const found = list(operation(spec, path, method), 'parameters', `${method} ${path}`).find(
    (param) => typeof param === 'object' && param !== null && (param as Node).name === name,
  );
  if (!found) throw new MutantTargetMissing(`${method} ${path} has no inline parameter ${name}`);
  return found as Node;
}

const SITES = '/ui/v1/sites/hems/{hemsId}';
const FLEETS = '/ui/v1/sites/fleets';
const SITE = '/ui/v1/site/{siteKey}';
const EVSES = '/ui/v1/evses';

export const GATE_MUTANTS: readonly GateMutant[] = [
  {
    id: 'remove-operation',
    expect: 'breaking',
    change: 'GET /ui/v1/problems/installations removed',
    apply: (spec) => void take(at(spec, ['paths', '/ui/v1/problems/installations']), 'get', 'the path'),
  },
  {
    id: 'remove-path',
    expect: 'breaking',
    change: 'the path /ui/v1/problems/sites removed',
    apply: (spec) => void take(at(spec, ['paths']), '/ui/v1/problems/sites', 'paths'),
  },
  {
    id: 'rename-path',
    expect: 'breaking',
    change: '/ui/v1/sites/fleets → /ui/v1/fleets',
    apply: (spec) => {
      const paths = at(spec, ['paths']);
      paths['/ui/v1/fleets'] = take(paths, FLEETS, 'paths');
    },
  },
  {
    id: 'rename-operation',
    expect: 'breaking',
    change: 'operationId listFleets → getFleets',
    apply: (spec) => {
      const op = operation(spec, FLEETS, 'get');
      if (op.operationId !== 'listFleets')
        throw new MutantTargetMissing('GET /ui/v1/sites/fleets is not listFleets');
      op.operationId = 'getFleets';
    },
  },
  {
    id: 'remove-required-response-field',
    expect: 'breaking',
    change: 'SitesResponse.countTotal removed',
    apply: (spec) => {
      take(at(spec, ['components', 'schemas', 'SitesResponse', 'properties']), 'countTotal', 'SitesResponse');
      without(
        list(schema(spec, 'SitesResponse'), 'required', 'SitesResponse'),
        'countTotal',
        'SitesResponse',
      );
    },
  },
  {
    id: 'remove-optional-response-field',
    expect: 'breaking',
    change: 'SiteRow.tso (optional) removed',
    apply: (spec) =>
      void take(at(spec, ['components', 'schemas', 'SiteRow', 'properties']), 'tso', 'SiteRow'),
  },
  {
    id: 'remove-request-enum-value',
    expect: 'breaking',
    change: 'ActivationFilter loses HEMS_OFFLINE (a query value)',
    apply: (spec) =>
      without(
        list(schema(spec, 'ActivationFilter'), 'enum', 'ActivationFilter'),
        'HEMS_OFFLINE',
        'ActivationFilter',
      ),
  },
  {
    id: 'remove-response-enum-value',
    expect: 'breaking',
    change: 'HealthLevel loses moderate (an answer value)',
    apply: (spec) =>
      without(list(schema(spec, 'HealthLevel'), 'enum', 'HealthLevel'), 'moderate', 'HealthLevel'),
  },
  {
    id: 'remove-error-status',
    expect: 'breaking',
    change: 'getSite no longer declares 404',
    apply: (spec) => void take(at(spec, ['paths', SITE, 'get', 'responses']), '404', 'getSite'),
  },
  {
    id: 'change-success-status',
    expect: 'breaking',
    change: 'listFleets answers 201 instead of 200',
    apply: (spec) => {
      const responses = at(spec, ['paths', FLEETS, 'get', 'responses']);
      responses['201'] = take(responses, '200', 'listFleets');
    },
  },
  {
    id: 'require-query-parameter',
    expect: 'breaking',
    change: 'listSites query text becomes required',
    apply: (spec) => {
      inlineParameter(spec, SITES, 'get', 'text').required = true;
    },
  },
  {
    id: 'add-required-parameter',
    expect: 'breaking',
    change: 'listEvses gains a required query tenant',
    apply: (spec) => {
      list(operation(spec, EVSES, 'get'), 'parameters', 'listEvses').push({
        name: 'tenant',
        in: 'query',
        required: true,
        schema: { type: 'string', maxLength: 50 },
      });
    },
  },
  {
    id: 'require-request-field',
    expect: 'breaking',
    change: 'SignUpRequest.requestedArea becomes required',
    apply: (spec) => list(schema(spec, 'SignUpRequest'), 'required', 'SignUpRequest').push('requestedArea'),
  },
  {
    id: 'add-required-request-field',
    expect: 'breaking',
    change: 'LoginRequest gains a required otp',
    apply: (spec) => {
      at(spec, ['components', 'schemas', 'LoginRequest', 'properties']).otp = {
        type: 'string',
        maxLength: 8,
      };
      list(schema(spec, 'LoginRequest'), 'required', 'LoginRequest').push('otp');
    },
  },
  {
    id: 'narrow-request-length',
    expect: 'breaking',
    change: 'LoginRequest.email maxLength 320 → 100',
    apply: (spec) => {
      at(spec, ['components', 'schemas', 'LoginRequest', 'properties', 'email']).maxLength = 100;
    },
  },
  {
    id: 'narrow-request-range',
    expect: 'breaking',
    change: 'EvseMaxCurrent minimum 6 → 10',
    apply: (spec) => {
      schema(spec, 'EvseMaxCurrent').minimum = 10;
    },
  },
  {
    id: 'narrow-parameter-pattern',
    expect: 'breaking',
    change: 'listEvses text gains pattern ^[A-Z]+$',
    apply: (spec) => {
      at(inlineParameter(spec, EVSES, 'get', 'text'), ['schema']).pattern = '^[A-Z]+$';
    },
  },
  {
    id: 'change-field-type',
    expect: 'breaking',
    change: 'SiteRow.online: boolean → string',
    apply: (spec) => {
      at(spec, ['components', 'schemas', 'SiteRow', 'properties', 'online']).type = 'string';
    },
  },
  {
    id: 'widen-response-to-null',
    expect: 'breaking',
    change: 'SiteRow.gatewayId may be null',
    apply: (spec) => {
      at(spec, ['components', 'schemas', 'SiteRow', 'properties', 'gatewayId']).type = ['string', 'null'];
    },
  },
  {
    id: 'secure-public-operation',
    expect: 'breaking',
    change: 'login loses security: [] (needs a token)',
    apply: (spec) => void take(operation(spec, '/authentication-api/login', 'post'), 'security', 'login'),
  },
  {
    id: 'add-optional-response-field',
    expect: 'compatible',
    change: 'SitesResponse gains an optional generatedAt',
    apply: (spec) => {
      at(spec, ['components', 'schemas', 'SitesResponse', 'properties']).generatedAt = {
        type: 'string',
        format: 'date-time',
        maxLength: 30,
      };
    },
  },
  {
    id: 'add-optional-request-field',
    expect: 'compatible',
    change: 'LoginRequest gains an optional remember',
    apply: (spec) => {
      at(spec, ['components', 'schemas', 'LoginRequest', 'properties']).remember = { type: 'boolean' };
    },
  },
  {
    id: 'add-operation',
    expect: 'compatible',
    change: 'a new GET /ui/v1/fleets/{fleetUuid}/notes',
    apply: (spec) => {
      const paths = at(spec, ['paths']);
      const copy = structuredClone(operation(spec, FLEETS, 'get'));
      copy.operationId = 'listFleetNotes';
      paths['/ui/v1/fleets/{fleetUuid}/notes'] = {
        get: {
          ...copy,
          parameters: [
            { name: 'fleetUuid', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          ],
        },
      };
    },
  },
  {
    id: 'add-request-enum-value',
    expect: 'compatible',
    change: 'ActivationFilter gains HEMS_PAUSED (a query value)',
    apply: (spec) => list(schema(spec, 'ActivationFilter'), 'enum', 'ActivationFilter').push('HEMS_PAUSED'),
  },
  {
    id: 'add-status',
    expect: 'compatible',
    change: 'getSite declares 410',
    apply: (spec) => {
      const responses = at(spec, ['paths', SITE, 'get', 'responses']);
      responses['410'] = structuredClone(responses['404']);
    },
  },
  {
    id: 'add-optional-parameter',
    expect: 'compatible',
    change: 'listEvses gains an optional query tenant',
    apply: (spec) => {
      list(operation(spec, EVSES, 'get'), 'parameters', 'listEvses').push({
        name: 'tenant',
        in: 'query',
        required: false,
        schema: { type: 'string', maxLength: 50 },
      });
    },
  },
  {
    id: 'unrequire-request-field',
    expect: 'compatible',
    change: 'SignUpRequest.name no longer required',
    apply: (spec) =>
      without(list(schema(spec, 'SignUpRequest'), 'required', 'SignUpRequest'), 'name', 'SignUpRequest'),
  },
  {
    id: 'widen-request-length',
    expect: 'compatible',
    change: 'LoginRequest.email maxLength 320 → 400',
    apply: (spec) => {
      at(spec, ['components', 'schemas', 'LoginRequest', 'properties', 'email']).maxLength = 400;
    },
  },
  {
    id: 'add-response-enum-value',
    expect: 'compatible',
    change: 'HealthLevel gains unknown (a warning, not a failure)',
    apply: (spec) => list(schema(spec, 'HealthLevel'), 'enum', 'HealthLevel').push('unknown'),
  },
  {
    id: 'reword-description',
    expect: 'compatible',
    change: "listFleets' summary reworded",
    apply: (spec) => {
      operation(spec, FLEETS, 'get').summary = 'Every fleet the caller may see';
    },
  },
];

export interface MutantVerdict {
  mutant: GateMutant;
  breaking: number;
  warnings: number;
  first?: string;
  ms: number;
}

export function judgeMutant(base: Spec, mutant: GateMutant): MutantVerdict {
  const head = structuredClone(base);
  mutant.apply(head);
  const started = performance.now();
  const findings = compareSpecs(base, head);
  const breaking = findings.filter((finding) => finding.severity === 'breaking');
  const first = breaking[0] ?? findings[0];
  return {
    mutant,
    breaking: breaking.length,
    warnings: findings.filter((finding) => finding.severity === 'warning').length,
    first: first ? `${first.operation} ${first.where}: ${first.change}` : undefined,
    ms: Math.round(performance.now() - started),
  };
}

export const loadCurrentSpec = (): Spec => parse(readFileSync(SPEC_PATH, 'utf8')) as Spec;

if (isMain(import.meta.url)) {
  const base = loadCurrentSpec();
  const rows = GATE_MUTANTS.map((mutant) => judgeMutant(base, mutant));
  console.log('| mutant | change | expected | gate | first finding |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const verdict =
      row.breaking > 0
        ? `fails (${row.breaking} breaking)`
        : `passes${row.warnings ? ` (${row.warnings} warnings)` : ''}`;
    const right = row.breaking > 0 === (row.mutant.expect === 'breaking');
    console.log(
      `| ${row.mutant.id} | ${row.mutant.change} | ${row.mutant.expect} | ${right ? '✔' : '✖'} ${verdict} | ${(row.first ?? '—').replace(/\|/g, '\\|')} |`,
    );
  }
  const wrong = rows.filter((row) => row.breaking > 0 !== (row.mutant.expect === 'breaking'));
  console.log(
    `\n${rows.length} mutants, ${wrong.length} judged wrongly; ${rows.reduce((s, r) => s + r.ms, 0)} ms`,
  );
  process.exitCode = wrong.length === 0 ? 0 : 1;
}
