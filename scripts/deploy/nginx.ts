// `npm run deploy:nginx -- --config path/to/config.json [--server-name host] [--root /srv/operator-portal/dist]`:
// prints the nginx server block for the deployment that serves that config.json, its CSP derived from the same
// document (scripts/csp/policy.ts). Refuses an invalid document, naming each invalid value.
import { nginxServerBlock } from '../csp/policy.ts';
import { isMain } from '../mock/is-main.ts';
import { configPathFrom, describeProblems, readConfigFile } from './config-file.ts';

function option(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  if (index >= 0) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export function main(argv: readonly string[]): number {
  if (!argv.some((arg) => arg === '--config' || arg.startsWith('--config='))) {
    console.error(
      'usage: npm run deploy:nginx -- --config <config.json> [--server-name <host>] [--root <dist dir>]',
    );
    return 2;
  }
  const file = readConfigFile(configPathFrom(argv, {}));
  if (!file.config) {
    console.error(`${file.path} is not a valid configuration:\n${describeProblems(file)}`);
    return 1;
  }
  console.log(
    nginxServerBlock({
      config: file.config,
      serverName: option(argv, 'server-name'),
      root: option(argv, 'root'),
    }),
  );
  return 0;
}

if (isMain(import.meta.url)) process.exitCode = main(process.argv.slice(2));
