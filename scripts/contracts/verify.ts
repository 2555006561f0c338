// `npm run verify:contracts -- --provider-base-url URL [--token T] [--states-url URL]`: verifies the committed pacts
// (contracts/pacts/*.json) against a running UI API — the backend-team kit. Needs neither the dev server nor the
// consumer tests. `--mock` verifies against the mock instead (Prism behind the mock proxy; what `npm run test:contracts` does).
import { parseArgs } from 'node:util';
import { isMain } from '../mock/is-main.ts';
import { startMockServer } from '../mock/server.ts';
import { REFERENCE_DATE } from '../generate/fixtures.ts';
import { listPactFiles, PACTS_DIR } from './pact-files.ts';
import { formatReport, verifyPacts, type VerifyReport } from './verifier.ts';

const USAGE = `Usage:
  npm run verify:contracts -- --provider-base-url URL [--token T] [--states-url URL] [--pact FILE ...]
  npm run verify:contracts -- --mock [--provider-base-url URL] [--pact-dir DIR]

  --provider-base-url URL  the UI API to verify (e.g. http://127.0.0.1:8080)
  --token T                a valid access token; replaces the pacts' placeholder bearer tokens
  --states-url URL         your provider-state endpoint; receives POST {state, params, action}
  --pact FILE              a pact file to verify (repeatable); default contracts/pacts/*.json
  --pact-dir DIR           verify every pact file of DIR
  --mock                   verify against the mock: starts Prism behind the mock proxy, or uses the one already
                           running at --provider-base-url (the URL of \`npm start\` or \`npm run preview\`;
                           Prism alone, \`npm run mock\`, cannot read the provider states)
  --log-level LEVEL        Pact log level (default warn)`;

export interface CliOptions {
  providerBaseUrl?: string;
  token?: string;
  statesUrl?: string;
  pactFiles: string[];
  mock: boolean;
  logLevel: 'trace' | 'debug' | 'info' | 'warn' | 'error';
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;

export function parseCli(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'provider-base-url': { type: 'string' },
      token: { type: 'string' },
      'states-url': { type: 'string' },
      pact: { type: 'string', multiple: true },
      'pact-dir': { type: 'string' },
      mock: { type: 'boolean', default: false },
      'log-level': { type: 'string', default: 'warn' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(USAGE);
  const level = values['log-level'] ?? 'warn';
  if (!(LEVELS as readonly string[]).includes(level))
    throw new Error(`--log-level must be one of ${LEVELS.join(', ')}`);
  const mock = values.mock ?? false;
  const providerBaseUrl = values['provider-base-url'];
  if (!mock && providerBaseUrl === undefined) {
    throw new Error(`Give --provider-base-url (a real service) or --mock.\n\n${USAGE}`);
  }
  if (providerBaseUrl !== undefined) {
    let url: URL;
    try {
      url = new URL(providerBaseUrl);
    } catch {
      throw new Error(`--provider-base-url ${providerBaseUrl} is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error('--provider-base-url must be http(s)');
  }
  const pactFiles = [
    ...(values.pact ?? []),
    ...(values['pact-dir'] ? listPactFiles(values['pact-dir']) : []),
  ];
  return {
    providerBaseUrl: providerBaseUrl?.replace(/\/+$/, ''),
    token: values.token,
    statesUrl: values['states-url'],
    pactFiles: pactFiles.length > 0 ? pactFiles : listPactFiles(PACTS_DIR),
    mock,
    logLevel: level as CliOptions['logLevel'],
  };
}

/** Runs a verification as the CLI does; resolves to the report (printed) and the base URL verified. */
export async function runVerification(
  options: CliOptions,
): Promise<{ report: VerifyReport; against: string }> {
  if (options.pactFiles.length === 0) throw new Error('No pact files found (contracts/pacts/*.json).');
  if (options.mock && options.providerBaseUrl !== undefined) {
    const report = await verifyPacts({
      pactFiles: options.pactFiles,
      providerBaseUrl: options.providerBaseUrl,
      target: { kind: 'mock' },
      logLevel: options.logLevel,
    });
    return { report, against: `the mock at ${options.providerBaseUrl}` };
  }
  if (options.mock) {
    const mock = await startMockServer({ now: REFERENCE_DATE });
    try {
      const report = await verifyPacts({
        pactFiles: options.pactFiles,
        providerBaseUrl: mock.url,
        target: { kind: 'mock' },
        logLevel: options.logLevel,
      });
      return {
        report,
        against: `the mock at ${mock.url} (Prism behind the mock proxy, started in ${mock.prism.startMs} ms)`,
      };
    } finally {
      await mock.stop();
    }
  }
  const providerBaseUrl = options.providerBaseUrl ?? '';
  const report = await verifyPacts({
    pactFiles: options.pactFiles,
    providerBaseUrl,
    target: { kind: 'backend', token: options.token, statesUrl: options.statesUrl },
    logLevel: options.logLevel,
  });
  return { report, against: providerBaseUrl };
}

if (isMain(import.meta.url)) {
  process.env.PACT_DO_NOT_TRACK = 'true';
  let options: CliOptions;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  try {
    console.log(`[verify] ${options.pactFiles.length} pact file(s): ${options.pactFiles.join(', ')}`);
    const { report, against } = await runVerification(options);
    console.log(`\n${formatReport(report, against)}`);
    process.exit(report.ok ? 0 : 1);
  } catch (error) {
    console.error(`[verify] ${(error as Error).message}`);
    process.exit(1);
  }
}
