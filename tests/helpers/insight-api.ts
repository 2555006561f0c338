// The trends and pricing calls answered by the mock's own handlers over a dataset (every other call with its named
// example), for the component tests of the trends and pricing screens.
import type { Dataset } from '../../scripts/mock/data/dataset.ts';
import { PRICING_HANDLERS } from '../../scripts/mock/areas/insights/pricing.handlers.ts';
import { TRENDS_HANDLERS } from '../../scripts/mock/areas/insights/trends.handlers.ts';
import { json, type FakeApi } from './app-harness.tsx';
import { exampleAnswer } from './example-api.ts';

const CALLS: readonly [RegExp, string, (match: RegExpExecArray) => Record<string, string>][] = [
  [/^\/ui\/v1\/trends\/daily$/, 'getTrendSnapshots', () => ({})],
  [
    /^\/ui\/v1\/pricing\/day-ahead\/([^/]+)$/,
    'getDayAheadPrices',
    (m) => ({ zone: decodeURIComponent(m[1] ?? '') }),
  ],
  [/^\/ui\/v1\/pricing\/grid-fee-zones$/, 'listGridFeeZones', () => ({})],
];

export function insightApi(
  data: Dataset,
  override?: (path: string, pathWithQuery: string) => Response | Promise<Response> | undefined,
): FakeApi {
  const handlers = { ...TRENDS_HANDLERS, ...PRICING_HANDLERS };
  return (method, path, _body, pathWithQuery) => {
    const overridden = override?.(path, pathWithQuery);
    if (overridden !== undefined) return overridden;
    for (const [pattern, operationId, pathParams] of CALLS) {
      const match = pattern.exec(path);
      if (!match) continue;
      const answer = handlers[operationId]!(
        {
          method,
          operationId,
          collection: 'insight',
          pathParams: pathParams(match),
          query: new URL(pathWithQuery, 'http://x').searchParams,
          actor: 'staff@example.com',
          body: undefined,
        },
        data,
        { problemOrder: [] },
      );
      return json(answer.body ?? {}, answer.status);
    }
    return exampleAnswer(method, pathWithQuery);
  };
}
