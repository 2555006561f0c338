import { describe, expect, it } from 'vitest';
import {
  getScenarioCatalog,
  SCENARIOS_PATH,
} from '../../../src/features/scenario/api/get-scenario-catalog.ts';

const answer = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('getScenarioCatalog', () => {
  it('asks the mock proxy and keeps well-formed operations', async () => {
    const asked: string[] = [];
    const operations = await getScenarioCatalog(async (url) => {
      asked.push(url);
      return answer(
        200,
        JSON.stringify({
          operations: [
            {
              operationId: 'a',
              method: 'get',
              path: '/a',
              examples: ['default'],
              errors: [500],
              secured: true,
            },
            { operationId: 'b', method: 'GET', path: '/b', examples: 'nope', errors: [] },
            null,
          ],
        }),
      );
    });
    expect(asked).toEqual([SCENARIOS_PATH]);
    expect(operations).toEqual([
      {
        operationId: 'a',
        method: 'GET',
        path: '/a',
        summary: '',
        examples: ['default'],
        errors: [500],
        secured: true,
      },
    ]);
  });

  it('rejects with a hint when no mock proxy answers', async () => {
    await expect(getScenarioCatalog(async () => answer(404, 'not found'))).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: '/__mock/scenarios answered HTTP 404',
    });
    await expect(
      getScenarioCatalog(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 0, message: 'Failed to fetch' });
    // A plain `vite` answers index.html for unknown paths.
    await expect(getScenarioCatalog(async () => answer(200, '<!doctype html>'))).rejects.toThrow('npm start');
    await expect(getScenarioCatalog(async () => answer(200, '{}'))).rejects.toThrow('no operations');
  });
});
