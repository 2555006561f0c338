// Runs every `*.bench.ts` beside this file, each in its own Node process so one benchmark's JIT state and heap
// cannot colour another's figures. `npm run bench -- <text>` runs only the files whose name contains <text>.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort();

if (files.length === 0) {
  console.error(`No bench files${only.length ? ` matching ${only.join(', ')}` : ''} in ${here}`);
  process.exit(1);
}

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], {
    stdio: 'inherit',
    env: { TZ: 'Europe/Berlin', ...process.env },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed += 1;
    console.error(`${file} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
  } else {
    console.log(`${file} done in ${seconds} s`);
  }
}
process.exit(failed === 0 ? 0 : 1);
