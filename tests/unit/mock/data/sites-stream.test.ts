// The streamed sites collection (streamSites) through Prism and the proxy: the header line, then every site the
// paged call would give for the same filters, in the same order; written in chunks; 404 for an unknown provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../../../scripts/generate/fixtures.ts';
import { DATA_HEADER } from '../../../../scripts/mock/proxy.ts';
import { startMockServer, type MockServer } from '../../../../scripts/mock/server.ts';
import { mockToken } from '../../../helpers/mock-tokens.ts';
import { timeLimit } from '../../../../scripts/test/time-limit.ts';
import { sharedPrism } from '../../../helpers/shared-prism.ts';

let mock: MockServer;
const auth = { authorization: `Bearer ${mockToken()}` };

beforeAll(async () => {
  mock = await startMockServer({ prism: sharedPrism(), now: REFERENCE_DATE });
}, timeLimit(90_000));
afterAll(async () => {
  await mock?.stop();
});

interface Page {
  subscriptions: { subscription: string }[];
  countPages: number;
  countTotal: number;
}

async function everyPage(query: string): Promise<Page['subscriptions']> {
  const rows: Page['subscriptions'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetch(`${mock.url}/ui/v1/sites/hems/sonnen?${query}&page=${page}`, {
      headers: auth,
    });
    const body = (await answer.json()) as Page;
    rows.push(...body.subscriptions);
    if (page >= body.countPages) return rows;
  }
}

describe('streamSites', () => {
  it('answers the header line, then every site listSites pages through for the same filters, in its order', async () => {
    for (const query of ['', 'current_status=ACTIVE', 'activation_status=HEMS_ONLINE&text=a']) {
      const answer = await fetch(`${mock.url}/ui/v1/sites/hems/sonnen/stream?${query}`, {
        headers: { ...auth, accept: 'application/x-ndjson' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      expect(answer.headers.get(DATA_HEADER)).toBe('sites');
      const text = await answer.text();
      expect(text.endsWith('\n')).toBe(true);
      const [header, ...rows] = text
        .slice(0, -1)
        .split('\n')
        .map((line) => JSON.parse(line) as unknown);
      const paged = await everyPage(query);
      expect(header).toEqual({ countTotal: paged.length });
      expect(rows).toEqual(paged);
    }
  });

  it('answers 404 for an unknown provider, and Prism refuses a parameter outside the spec', async () => {
    const unknown = await fetch(`${mock.url}/ui/v1/sites/hems/no-such-provider/stream`, { headers: auth });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ status: 404, errorId: 'NOT_FOUND' });
    const invalid = await fetch(`${mock.url}/ui/v1/sites/hems/sonnen/stream?creation_start_date=yesterday`, {
      headers: auth,
    });
    expect(invalid.status).toBe(400);
  });

  it('needs a token', async () => {
    const answer = await fetch(`${mock.url}/ui/v1/sites/hems/sonnen/stream`);
    expect(answer.status).toBe(401);
  });
});
