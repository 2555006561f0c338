// The site-energy screens against the mock's own rules: the energy calls answered by the data layer's handlers over
// the generated dataset (scripts/mock/areas/energy/energy.handlers.ts), every other call with its named example. What a
// test changes (an error) goes through `override`.
import {
  createDataset,
  datasetAt,
  datasetInState,
  type Dataset,
} from '../../../scripts/mock/data/dataset.ts';
import { ENERGY_HANDLERS } from '../../../scripts/mock/areas/energy/energy.handlers.ts';
import type { FakeApi } from '../../helpers/app-harness.tsx';
import { json } from '../../helpers/app-harness.tsx';
import { exampleAnswer } from '../../helpers/example-api.ts';

const base = createDataset();

/**
 * A fresh copy of the generated world; with `instant` (ms, e.g. PINNED_INSTANTS['staff-hour'] of
 * scripts/mock/instants.ts) the world moved there, as the mock answers a test pinned to it. Make it after pinning the
 * test's clock (vi.setSystemTime / vi.useFakeTimers({ now })): its running time (the live sample) starts at Date.now().
 */
export const freshDataset = (instant?: number): Dataset =>
  instant === undefined ? datasetInState(base) : datasetAt(base, instant);

const OPERATIONS: Readonly<Record<string, string>> = {
  assets: 'getSiteEnergyAssets',
  history: 'getSiteEnergyHistory',
  telemetry: 'getSiteTelemetry',
  live: 'getSiteEnergyLive',
};

/** Answers like the data-backed mock; `override` may answer first (return undefined to let the mock answer). */
export function energyApi(
  data: Dataset = freshDataset(),
  override?: (path: string) => Response | undefined,
): FakeApi {
  return (method, path, _body, pathWithQuery) => {
    const overridden = override?.(path);
    if (overridden !== undefined) return overridden;
    const match = /^\/ui\/v1\/subscriptions\/([^/]+)\/energy\/([a-z]+)$/.exec(path);
    const operationId = match ? OPERATIONS[match[2] ?? ''] : undefined;
    const handler = operationId ? ENERGY_HANDLERS[operationId] : undefined;
    if (!match || !operationId || !handler) return exampleAnswer(method, pathWithQuery);
    const query = new URL(pathWithQuery, 'http://x').searchParams;
    const answer = handler(
      {
        method,
        operationId,
        collection: 'energy',
        pathParams: { subUuid: match[1] ?? '' },
        query,
        actor: 'staff@example.com',
        body: undefined,
      },
      data,
      { problemOrder: [] },
    );
    return json(answer.body ?? {}, answer.status);
  };
}
