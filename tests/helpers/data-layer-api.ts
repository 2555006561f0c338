// The app against the mock's whole data layer (scripts/mock/data/data-layer.ts), without Prism or a server: every
// data-backed call is answered from one owner's world — with the audit hook and every answer checked against the
// spec — and any other call by its named example. For the access screens, whose writes must show in the
// activity log. `actor` is who the calls come from (what the bearer token would say).
import { createDataLayer, type DataLayer } from '../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../scripts/mock/select-example.ts';
import type { FakeApi } from './app-harness.tsx';
import { json } from './app-harness.tsx';
import { exampleAnswer } from './example-api.ts';

const spec = loadMockSpec();
const base = createDataset();

export interface DataLayerApi {
  readonly api: FakeApi;
  readonly layer: DataLayer;
  readonly owner: string;
  /** A call straight to the data layer (setting the world up before the screen renders). */
  readonly call: (method: string, pathWithQuery: string, body?: unknown, actor?: string) => Promise<Response>;
}

let owners = 0;

export function dataLayerApi(options: { actor?: string; bearer?: string } = {}): DataLayerApi {
  const owner = `unit-${(owners += 1)}`;
  const layer = createDataLayer({ spec, base, maxCopies: 4 });
  const answer = async (method: string, pathWithQuery: string, body: unknown, actor: string) => {
    const match = matchOperation(spec, method, pathWithQuery);
    if (match === undefined || layer.collectionOf(match.operation) === undefined) {
      return exampleAnswer(method, pathWithQuery);
    }
    const answered = layer.answer(match, {
      url: pathWithQuery,
      body: body === undefined ? '' : JSON.stringify(body),
      owner,
      actor,
      // The caller the data layer scopes by (an installer's company); none: everything.
      ...(options.bearer === undefined ? {} : { bearer: options.bearer }),
    });
    return answered.status === 204
      ? new Response(null, { status: 204 })
      : json(answered.body, answered.status);
  };
  const actor = options.actor ?? 'admin@operator-portal.example';
  return {
    api: (method, _path, body, pathWithQuery) => answer(method, pathWithQuery, body, actor),
    layer,
    owner,
    call: (method, pathWithQuery, body, who = actor) => answer(method, pathWithQuery, body, who),
  };
}
