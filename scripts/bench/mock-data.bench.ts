// The data-backed mock (DESIGN §6 budget: a 50-row page from a 5,000-site dataset, p95 <= 50 ms): one provider's
// sites grown to 5,000 (copies of the generated rows with fresh keys), asked through the real proxy and the real
// Prism (HTTP, one request at a time), for a plain page, a far page, a search, jump to's search over every kind
// and every server filter at once.
// Also: how long the data layer takes to build (what it adds to `npm start`) and its answer time alone.
import { request } from 'node:http';
import { REFERENCE_DATE } from '../generate/fixtures.ts';
import { createDataLayer } from '../mock/data/data-layer.ts';
import { createDataset } from '../mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../mock/select-example.ts';
import { startMockServer } from '../mock/server.ts';
import { ms, seededRandom } from './bench-stats.ts';

const SITES = 5_000;
const RUNS = 200;
const BUDGET_P95_MS = 50;

const spec = loadMockSpec();
let started = performance.now();
const generated = createDataset({ now: REFERENCE_DATE });
const buildMs = performance.now() - started;

const random = seededRandom(5000);
const hex = (n: number) => n.toString(16).padStart(12, '0');
const template = generated.sites.sonnen ?? [];
generated.sites.sonnen = Array.from({ length: SITES }, (_, i) => {
  const row = structuredClone(template[i % template.length]!);
  row.subscription = `5000000a-0000-4000-8000-${hex(i)}`;
  row.siteUuid = `5000000b-0000-4000-8000-${hex(i)}`;
  row.gatewayId = `SB-${String(100000 + i)}`;
  row.userReference = `CUST-${String(500000 + Math.floor(random() * 400000))}`;
  return row;
});
started = performance.now();
const data = createDataLayer({ spec, base: generated });
const layerMs = performance.now() - started;

const fleet = generated.fleets[0]?.uuid ?? '';
const QUERIES: Record<string, string> = {
  'page 1': '/ui/v1/sites/hems/sonnen?page=1',
  'page 100 (last)': '/ui/v1/sites/hems/sonnen?page=100',
  'search a gateway id': '/ui/v1/sites/hems/sonnen?text=SB-104321',
  // Jump to: the one search over every kind, by a whole gateway id and by a partial user reference.
  'jump to: a gateway id': '/ui/v1/search?q=sb%20104321',
  'jump to: partial ref': '/ui/v1/search?q=CUST-5123',
  'every server filter': `/ui/v1/sites/hems/sonnen?page=2&activation_status=HEMS_ONLINE&activation_status=ACTIVE&current_status=ACTIVE&creation_start_date=2025-01-01&creation_end_date=2026-10-31&fleets=${fleet}`,
};

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function get(url: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(url, { headers: { authorization: 'Bearer bench' } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });
}

const mock = await startMockServer({ prismPort: 4390, data });
let over = false;
try {
  console.log(
    `dataset: ${SITES.toLocaleString('en')} sites for sonnen; generated in ${ms(buildMs)}, data layer ready in ${ms(layerMs)}`,
  );
  for (const [name, path] of Object.entries(QUERIES)) {
    const match = matchOperation(spec, 'GET', path);
    const alone: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      data.answer(match!, { url: path, body: '', owner: 'bench' });
      alone.push(performance.now() - t);
    }
    const http: number[] = [];
    for (let i = 0; i < 10; i++) await get(`${mock.url}${path}`);
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const status = await get(`${mock.url}${path}`);
      http.push(performance.now() - t);
      if (status !== 200) throw new Error(`${name}: answered ${status}`);
    }
    alone.sort((a, b) => a - b);
    http.sort((a, b) => a - b);
    const p95 = percentile(http, 0.95);
    over ||= p95 > BUDGET_P95_MS;
    console.log(
      `${name.padEnd(22)} via Prism + proxy: median ${ms(percentile(http, 0.5))}, p95 ${ms(p95)}` +
        `  | data layer alone: median ${ms(percentile(alone, 0.5))}, p95 ${ms(percentile(alone, 0.95))}`,
    );
  }
  console.log(`budget: p95 <= ${BUDGET_P95_MS} ms — ${over ? 'OVER' : 'within'}`);
} finally {
  await mock.stop();
}
