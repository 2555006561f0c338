// The mock at scale (MOCK_SITES / `npm start -- --sites N`): how long the world takes to build — what it adds to
// `npm start`, wall clock and CPU — and how fast the data layer answers a page of the first provider's sites
// (GET /ui/v1/sites/hems/sonnen?page=N, in-process as mock-data.bench.ts does "data layer alone"), at the generated
// size, 10,000 and 100,000 sites. The p95 budget of a page is 50 ms (DESIGN §6).
// MOCK_WORLD_SIZES=default,10000 measures other sizes. Each size is built in a Node process of its own (a heap
// of 8 GB; no world's garbage in another's figures).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDataLayer, type DataLayer } from '../mock/data/data-layer.ts';
import { loadMockSpec, matchOperation } from '../mock/select-example.ts';
import { ms } from './bench-stats.ts';

const RUNS = 200;
const WARMUP = 20;
const BUDGET_P95_MS = 50;
const PROVIDER = 'sonnen';
const SIZES = (process.env.MOCK_WORLD_SIZES ?? 'default,10000,100000').split(',').map((size) => size.trim());
/** The size this process measures (`default` or a number of sites); none: this process runs one per size. */
const [ONE_SIZE] = process.argv.slice(2);

const spec = loadMockSpec();

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** The data layer's answer to one sites page, failing the bench on anything but a full page. */
function answerPage(data: DataLayer, page: number): number {
  const url = `/ui/v1/sites/hems/${PROVIDER}?page=${page}`;
  const match = matchOperation(spec, 'GET', url);
  if (!match) throw new Error(`no operation for ${url}`);
  const started = performance.now();
  const answer = data.answer(match, { url, body: '', owner: 'bench' });
  const elapsed = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${url}: answered ${answer.status}`);
  return elapsed;
}

function measure(size: string): boolean {
  const sites = size === 'default' ? undefined : Number(size.replace(/_/g, ''));
  const label = sites === undefined ? 'generated' : sites.toLocaleString('en');
  let over = false;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const data = createDataLayer({ spec, now: Date.now(), sites });
  const buildMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const rows = data.base.sites[PROVIDER]?.length ?? 0;
  const total = Object.values(data.base.sites).reduce((n, list) => n + list.length, 0);
  const lastPage = Math.ceil(rows / 50);
  const firstMs = answerPage(data, 1);
  console.log(
    `${label.padStart(9)} sites (${rows.toLocaleString('en')} for ${PROVIDER}, ${total.toLocaleString('en')} in all): ` +
      `built in ${seconds(buildMs)} (CPU ${seconds((user + system) / 1000)}); first answer (the owner's copy) ${ms(firstMs)}`,
  );
  for (const page of [1, Math.ceil(lastPage / 2), lastPage]) {
    for (let i = 0; i < WARMUP; i++) answerPage(data, page);
    const samples = Array.from({ length: RUNS }, () => answerPage(data, page)).sort((a, b) => a - b);
    const p95 = percentile(samples, 0.95);
    over ||= p95 > BUDGET_P95_MS;
    console.log(
      `${''.padStart(9)}   page ${String(page).padEnd(5)} median ${ms(percentile(samples, 0.5))}, p95 ${ms(p95)}`,
    );
  }
  return over;
}

if (ONE_SIZE !== undefined) {
  process.exit(measure(ONE_SIZE) ? 2 : 0);
} else {
  let over = false;
  for (const size of SIZES) {
    const run = spawnSync(
      process.execPath,
      ['--max-old-space-size=8192', '--import', 'tsx', fileURLToPath(import.meta.url), size],
      { stdio: 'inherit' },
    );
    if (run.status !== 0 && run.status !== 2)
      throw new Error(`the ${size} world failed (${run.status ?? run.signal})`);
    over ||= run.status === 2;
  }
  console.log(`budget: a page's p95 <= ${BUDGET_P95_MS} ms — ${over ? 'OVER' : 'within'}`);
}
