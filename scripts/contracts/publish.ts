// `npm run contracts:publish -- [publish | can-i-deploy | record-deployment] [--environment ENV]`: the portal's side
// of a Pact Broker, with Pact's own CLI (`pact-broker` of @pact-foundation/pact-cli, whose npm package carries its
// binary: nothing is downloaded at install). The consumer version is the spec version with the commit
// (`1.0.0+57105ad2ad7f`), the branch is git's. With no PACT_BROKER_BASE_URL it prints the commands it would run and
// exits 0 (no broker runs here); with one, it runs them (PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and
// PACT_BROKER_PASSWORD, are read by the CLI itself).
//   publish            the committed pacts, stamped, as the consumer version (refused from uncommitted changes)
//   can-i-deploy       may this version go to --environment (default production)?
//   record-deployment  this version is now deployed to --environment
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain } from '../mock/is-main.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { CONSUMER } from '../../contracts/support/pact.ts';
import { listPactFiles, PACTS_DIR, readPact } from './pact-files.ts';
import { consumerVersion, gitBranch, stampPact, versionStamp, type VersionStamp } from './versions.ts';

/** Pact's CLI, pinned; run from node_modules when the portal has it, else fetched once into npm's cache by npm exec. */
export const PACT_CLI_PACKAGE = '@pact-foundation/pact-cli@18.1.2';
const LOCAL_CLI = resolve(PROJECT_ROOT, 'node_modules', '.bin', 'pact-broker');

export const BROKER_COMMANDS = ['publish', 'can-i-deploy', 'record-deployment'] as const;
export type BrokerCommand = (typeof BROKER_COMMANDS)[number];

export interface BrokerPlan {
  /** The `pact-broker` arguments. */
  args: string[];
  version: string;
}

export function planBroker(
  command: BrokerCommand,
  stamp: VersionStamp,
  options: { branch?: string; environment: string; pactDir: string; buildUrl?: string },
): BrokerPlan {
  const version = consumerVersion(stamp);
  if (command === 'publish') {
    return {
      version,
      args: [
        'publish',
        options.pactDir,
        '--consumer-app-version',
        version,
        ...(options.branch ? ['--branch', options.branch] : []),
        ...(options.buildUrl ? ['--build-url', options.buildUrl] : []),
      ],
    };
  }
  if (command === 'can-i-deploy') {
    return {
      version,
      args: [
        'can-i-deploy',
        '--pacticipant',
        CONSUMER,
        '--version',
        version,
        '--to-environment',
        options.environment,
      ],
    };
  }
  return {
    version,
    args: [
      'record-deployment',
      '--pacticipant',
      CONSUMER,
      '--version',
      version,
      '--environment',
      options.environment,
    ],
  };
}

function cliCommand(): [string, string[]] {
  return existsSync(LOCAL_CLI)
    ? [LOCAL_CLI, []]
    : ['npm', ['exec', '--yes', `--package=${PACT_CLI_PACKAGE}`, '--', 'pact-broker']];
}

const quote = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);

export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.log,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      environment: { type: 'string', default: 'production' },
      'allow-dirty': { type: 'boolean', default: false },
    },
  });
  const command = (positionals[0] ?? 'publish') as BrokerCommand;
  if (!BROKER_COMMANDS.includes(command)) {
    log(`unknown command "${command}": one of ${BROKER_COMMANDS.join(', ')}`);
    return 2;
  }
  const stamp = versionStamp();
  const broker = env.PACT_BROKER_BASE_URL;
  const work = mkdtempSync(join(tmpdir(), 'portal-publish-'));
  try {
    const pactDir = join(work, 'pacts');
    mkdirSync(pactDir);
    for (const file of listPactFiles(PACTS_DIR)) {
      const stamped = stampPact(readPact(file), stamp);
      writeFileSync(
        join(pactDir, file.slice(file.lastIndexOf('/') + 1)),
        `${JSON.stringify(stamped, null, 2)}\n`,
      );
    }
    const plan = planBroker(command, stamp, {
      branch: gitBranch() ?? env.GIT_BRANCH,
      environment: values.environment ?? 'production',
      pactDir,
      buildUrl: env.BUILD_URL,
    });
    const [bin, prefix] = cliCommand();
    const line = [bin, ...prefix, ...plan.args].map(quote).join(' ');
    if (!broker) {
      log(
        `[broker] no PACT_BROKER_BASE_URL: nothing sent. With one, this would run (consumer ${CONSUMER} ${plan.version}):`,
      );
      log(`  ${line.replace(pactDir, '<the committed pacts, stamped>')}`);
      return 0;
    }
    if (command === 'publish' && stamp.gitDirty && !values['allow-dirty']) {
      log(
        '[broker] refusing to publish from uncommitted changes (the version would not name them); commit first',
      );
      return 1;
    }
    log(`[broker] ${broker}: ${line}`);
    return await new Promise<number>((done) => {
      const child = spawn(bin, [...prefix, ...plan.args], { stdio: 'inherit', env });
      child.on('error', () => done(127));
      child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
