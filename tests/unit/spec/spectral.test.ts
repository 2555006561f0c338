import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ROOT_DIR } from '../../../scripts/generate/generated-paths.ts';
import { sliceSpec } from '../../helpers/spec-slice.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form spec edits
interface Finding {
  code: string;
  source: string;
  severity: number;
  message: string;
  path: string[];
}

const SPECTRAL = path.join(ROOT_DIR, 'node_modules/.bin/spectral');

/** Runs the Spectral CLI the way `npm run lint:spec` does, with JSON output; resolves with exit code and findings. */
function spectral(
  cwd: string,
  files: string[],
  ruleset = '.spectral.yaml',
): Promise<{ code: number; findings: Finding[] }> {
  return new Promise((resolve, reject) => {
    execFile(
      SPECTRAL,
      ['lint', '--fail-severity=warn', '--format=json', '--quiet', '--ruleset', ruleset, ...files],
      { cwd, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        const text = stdout.trim();
        if (text === '' && code !== 0) return reject(new Error(`spectral failed: ${stderr}`));
        try {
          resolve({ code, findings: text === '' ? [] : (JSON.parse(text) as Finding[]) });
        } catch {
          // With --quiet and no findings Spectral prints nothing or a plain message.
          resolve({ code, findings: [] });
        }
      },
    );
  });
}

/** The paths the cases break, and a list call (listSites: SitesResponse, SiteRow). */
const SLICE_PATHS = [
  '/ui/v1/sites/fleets',
  '/ui/v1/sites/hems/{hemsId}',
  '/authentication-api/login',
  '/ui/v1/profile',
  '/ui/v1/site/{siteKey}',
  '/ui/v1/ocpp-chargepoint-candidates/{uniqueIdentifier}',
  '/ui/v1/evses/{evseUuid}/commands',
  '/ui/v1/evses/{evseUuid}',
];

/** Each case breaks one copy of the hand-written spec in one way and names the rule that must fire. */
const CASES: {
  name: string;
  rule: string;
  path: string;
  /** Other rules this break rightly trips as well. */
  also?: string[];
  breakIt: (spec: Json) => void;
}[] = [
  {
    name: 'operation-without-x-source',
    rule: 'portal-operation-x-source',
    path: 'paths./ui/v1/sites/fleets.get',
    breakIt: (s) => delete s.paths['/ui/v1/sites/fleets'].get['x-source'],
  },
  {
    name: 'operation-with-unknown-x-source',
    rule: 'portal-operation-x-source',
    path: 'paths./ui/v1/sites/fleets.get.x-source',
    also: ['portal-x-source-value'],
    breakIt: (s) => (s.paths['/ui/v1/sites/fleets'].get['x-source'] = 'invented'),
  },
  {
    name: 'operation-without-operation-id',
    rule: 'portal-operation-id',
    path: 'paths./ui/v1/sites/fleets.get',
    breakIt: (s) => delete s.paths['/ui/v1/sites/fleets'].get.operationId,
  },
  {
    name: 'operation-id-not-camel-case',
    rule: 'portal-operation-id',
    path: 'paths./ui/v1/sites/fleets.get.operationId',
    breakIt: (s) => (s.paths['/ui/v1/sites/fleets'].get.operationId = 'List_Fleets'),
  },
  {
    name: 'operation-without-summary',
    rule: 'portal-operation-summary',
    path: 'paths./ui/v1/sites/fleets.get',
    breakIt: (s) => delete s.paths['/ui/v1/sites/fleets'].get.summary,
  },
  {
    name: 'operation-without-description',
    rule: 'operation-description',
    path: 'paths./ui/v1/sites/fleets.get',
    breakIt: (s) => delete s.paths['/ui/v1/sites/fleets'].get.description,
  },
  {
    name: 'schema-without-x-source',
    rule: 'portal-schema-x-source',
    path: 'components.schemas.Fleet',
    breakIt: (s) => delete s.components.schemas.Fleet['x-source'],
  },
  {
    name: 'property-with-unknown-x-source',
    rule: 'portal-x-source-value',
    path: 'components.schemas.SiteRow.properties.hasPv.x-source',
    breakIt: (s) => (s.components.schemas.SiteRow.properties.hasPv['x-source'] = 'maybe'),
  },
  {
    name: 'public-call-without-empty-security',
    rule: 'portal-security',
    path: 'paths./authentication-api/login.post',
    // It then inherits the root's requirement, which names no permission, and is a secured write without x-audit.
    also: ['portal-permissions', 'portal-audit'],
    breakIt: (s) => delete s.paths['/authentication-api/login'].post.security,
  },
  {
    name: 'protected-call-made-public',
    rule: 'portal-security',
    path: 'paths./ui/v1/profile.get.security',
    breakIt: (s) => (s.paths['/ui/v1/profile'].get.security = []),
  },
  {
    name: 'no-root-security',
    rule: 'portal-security',
    // Only the profile call inherits the root's requirement: every other one names its permissions.
    path: 'paths./ui/v1/profile.get',
    breakIt: (s) => delete s.security,
  },
  {
    name: 'error-response-not-api-error',
    rule: 'portal-error-response-api-error',
    path: 'paths./ui/v1/sites/fleets.get.responses.401',
    // The hand-made answer also lacks the rate-limit headers every 4xx declares.
    also: ['owasp:api4:2023-rate-limit'],
    breakIt: (s) =>
      (s.paths['/ui/v1/sites/fleets'].get.responses['401'] = {
        description: 'Unauthorized',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { error: { type: 'string', maxLength: 100, pattern: '^.*$' } },
            },
          },
        },
      }),
  },
  {
    // The EvseConnectivity exemption in `overrides` is narrow: any other unused schema is still reported.
    name: 'unused-schema',
    rule: 'oas3-unused-component',
    path: 'components.schemas.Orphan',
    breakIt: (s) =>
      (s.components.schemas.Orphan = {
        type: 'string',
        maxLength: 10,
        pattern: '^a$',
        'x-source': 'proposed',
      }),
  },
  {
    name: 'mock-select-with-unknown-placeholder',
    rule: 'portal-mock-select',
    path: 'paths./ui/v1/site/{siteKey}.get.x-mock-select',
    breakIt: (s) => (s.paths['/ui/v1/site/{siteKey}'].get['x-mock-select'] = '{subscription}'),
  },
  // OWASP API Security Top 10 2023: one limit removed is one error.
  {
    name: 'string-without-maxLength',
    rule: 'owasp:api4:2023-string-limit',
    path: 'components.schemas.Fleet.properties.name',
    breakIt: (s) => delete s.components.schemas.Fleet.properties.name.maxLength,
  },
  {
    name: 'array-without-maxItems',
    rule: 'owasp:api4:2023-array-limit',
    path: 'components.schemas.FleetsResponse.properties.fleets',
    breakIt: (s) => delete s.components.schemas.FleetsResponse.properties.fleets.maxItems,
  },
  {
    name: 'integer-without-bounds',
    rule: 'owasp:api4:2023-integer-limit',
    path: 'components.schemas.SitesResponse.properties.countTotal',
    breakIt: (s) => delete s.components.schemas.SitesResponse.properties.countTotal.maximum,
  },
  {
    name: 'list-without-429',
    rule: 'owasp:api4:2023-rate-limit-responses-429',
    path: 'paths./ui/v1/sites/fleets.get.responses',
    breakIt: (s) => delete s.paths['/ui/v1/sites/fleets'].get.responses['429'],
  },
  {
    name: 'public-call-without-reason',
    rule: 'portal-security',
    path: 'paths./authentication-api/login.post',
    breakIt: (s) => delete s.paths['/authentication-api/login'].post['x-public'],
  },
  // Access: permissions come from the x-permissions catalogue, and every secured call names one.
  {
    name: 'security-names-unknown-permission',
    rule: 'portal-permissions',
    path: 'paths./ui/v1/sites/fleets.get.security.0.bearerAuth.0',
    breakIt: (s) => (s.paths['/ui/v1/sites/fleets'].get.security = [{ bearerAuth: ['fleets:see'] }]),
  },
  {
    name: 'secured-call-names-no-permission',
    rule: 'portal-permissions',
    path: 'paths./ui/v1/sites/fleets.get.security',
    breakIt: (s) => (s.paths['/ui/v1/sites/fleets'].get.security = [{ bearerAuth: [] }]),
  },
  {
    name: 'secured-call-inherits-no-permission',
    rule: 'portal-permissions',
    path: 'paths./ui/v1/sites/fleets.get',
    breakIt: (s) => delete s.paths['/ui/v1/sites/fleets'].get.security,
  },
  {
    name: 'role-names-unknown-permission',
    rule: 'portal-permissions',
    path: 'x-roles.Viewer.permissions.0',
    breakIt: (s) => (s['x-roles'].Viewer.permissions[0] = 'everything:read'),
  },
  {
    name: 'permission-without-description',
    rule: 'portal-permissions',
    path: 'x-permissions.health:read',
    breakIt: (s) => (s['x-permissions']['health:read'] = ''),
  },
  // Audit: every secured write is marked x-audit; public calls are security events, not activity.
  {
    name: 'secured-write-without-x-audit',
    rule: 'portal-audit',
    path: 'paths./ui/v1/ocpp-chargepoint-candidates/{uniqueIdentifier}.delete',
    breakIt: (s) => delete s.paths['/ui/v1/ocpp-chargepoint-candidates/{uniqueIdentifier}'].delete['x-audit'],
  },
  {
    name: 'secured-write-x-audit-false',
    rule: 'portal-audit',
    path: 'paths./ui/v1/evses/{evseUuid}/commands.post.x-audit',
    breakIt: (s) => (s.paths['/ui/v1/evses/{evseUuid}/commands'].post['x-audit'] = false),
  },
  {
    name: 'x-audit-not-boolean',
    rule: 'portal-audit',
    path: 'paths./ui/v1/evses/{evseUuid}.patch.x-audit',
    breakIt: (s) => (s.paths['/ui/v1/evses/{evseUuid}'].patch['x-audit'] = 'yes'),
  },
  {
    name: 'public-call-marked-x-audit',
    rule: 'portal-audit',
    path: 'paths./authentication-api/login.post.x-audit',
    breakIt: (s) => (s.paths['/authentication-api/login'].post['x-audit'] = true),
  },
  {
    name: 'secured-call-without-401',
    rule: 'portal-secured-declares-401',
    path: 'paths./ui/v1/sites/fleets.get.responses',
    breakIt: (s) => delete s.paths['/ui/v1/sites/fleets'].get.responses['401'],
  },
];

describe('spec lint (Spectral, openapi/.spectral.yaml and .spectral-owasp.yaml)', () => {
  let dir: string;
  let results: Map<string, Finding[]>;
  let exitCode: number;

  beforeAll(async () => {
    // The ruleset, its functions and the files are copied so that the `overrides` globs see the same layout.
    dir = await mkdtemp(path.join(tmpdir(), 'spectral-'));
    await cp(path.join(ROOT_DIR, 'openapi/.spectral.yaml'), path.join(dir, '.spectral.yaml'));
    await cp(path.join(ROOT_DIR, 'openapi/.spectral-owasp.yaml'), path.join(dir, '.spectral-owasp.yaml'));
    // The OWASP ruleset is a package: resolved from beside the ruleset, as in the project.
    await symlink(path.join(ROOT_DIR, 'node_modules'), path.join(dir, 'node_modules'));
    await cp(path.join(ROOT_DIR, 'openapi/functions'), path.join(dir, 'functions'), { recursive: true });
    await mkdir(path.join(dir, 'cases'));
    await mkdir(path.join(dir, 'generated'));
    // A slice of the spec (the paths the cases break and what they reach): ~30 copies of the whole spec took ~35 s
    // of CPU; `npm run lint:spec` lints the whole spec itself.
    const source = stringify(
      sliceSpec(
        parse(await readFile(path.join(ROOT_DIR, 'openapi/ui-api.yaml'), 'utf8')) as Json,
        SLICE_PATHS,
      ),
    );
    const files: string[] = [];
    for (const { name, breakIt } of CASES) {
      const spec = parse(source) as Json;
      breakIt(spec);
      await writeFile(path.join(dir, 'cases', `${name}.yaml`), stringify(spec));
      files.push(`cases/${name}.yaml`);
    }
    await writeFile(path.join(dir, 'cases/unbroken.yaml'), source);
    // The mock spec with the examples of one response removed.
    const mock = JSON.parse(
      await readFile(path.join(ROOT_DIR, 'openapi/generated/ui-api.mock.json'), 'utf8'),
    ) as Json;
    delete mock.paths['/ui/v1/sites/fleets'].get.responses['200'].content['application/json'].examples;
    await writeFile(path.join(dir, 'generated/ui-api.mock.json'), JSON.stringify(mock));
    files.push('cases/unbroken.yaml');
    // As `npm run lint:spec`: the hand-written spec with the OWASP ruleset too, the mock spec with ours alone.
    const run = await spectral(dir, files, '.spectral-owasp.yaml');
    const mockRun = await spectral(dir, ['generated/ui-api.mock.json']);
    exitCode = Math.max(run.code, mockRun.code);
    const findings = [...run.findings, ...mockRun.findings];
    results = new Map(
      [...files, 'generated/ui-api.mock.json'].map((file) => [
        file,
        findings.filter((f) => f.source === path.join(dir, file)),
      ]),
    );
  }, timeLimit(120_000));

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('fails the run when any copy is broken', () => {
    expect(exitCode).not.toBe(0);
  });

  it.each(CASES)('$name: $rule fires, and nothing unrelated', ({ name, rule, path: where, also = [] }) => {
    const findings = results.get(`cases/${name}.yaml`) ?? [];
    expect(findings.map((f) => f.code)).toContain(rule);
    expect(new Set(findings.map((f) => f.code))).toEqual(new Set([rule, ...also]));
    expect(findings.map((f) => f.path.join('.'))).toContain(where);
    // 0 = error, 1 = warning: both fail `lint:spec` (--fail-severity=warn).
    for (const finding of findings) expect(finding.severity).toBeLessThanOrEqual(1);
  });

  it('an unbroken copy of the hand-written spec passes (it carries no examples: the example rule is off for it)', () => {
    expect(results.get('cases/unbroken.yaml')).toEqual([]);
  });

  it('portal-response-example fires on the mock spec for the response that lost its examples', () => {
    const findings = results.get('generated/ui-api.mock.json') ?? [];
    expect(findings.map((f) => [f.code, f.path.join('.')])).toEqual([
      ['portal-response-example', 'paths./ui/v1/sites/fleets.get.responses.200.content.application/json'],
    ]);
  });
});
