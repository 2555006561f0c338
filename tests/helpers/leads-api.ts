// The order funnel and leads calls answered by the mock's own handlers over a dataset (every other call with its
// named example), for the component tests of the funnel and leads screens.
import type { Dataset } from '../../scripts/mock/data/dataset.ts';
import { LEADS_HANDLERS } from '../../scripts/mock/areas/leads/leads.handlers.ts';
import { json, type FakeApi } from './app-harness.tsx';
import { exampleAnswer } from './example-api.ts';

const CALLS: readonly [RegExp, string, (match: RegExpExecArray) => Record<string, string>][] = [
  [/^\/ui\/v1\/sales\/order-funnel$/, 'getOrderFunnel', () => ({})],
  [/^\/ui\/v1\/order-funnel-leads$/, 'listOrderFunnelLeads', () => ({})],
  [/^\/ui\/v1\/order-funnel-leads\/exports$/, 'exportLeads', () => ({})],
  [
    /^\/ui\/v1\/order-funnel-leads\/([^/]+)$/,
    'updateLead',
    (m) => ({ leadId: decodeURIComponent(m[1] ?? '') }),
  ],
  [
    /^\/ui\/v1\/order-funnel-leads\/([^/]+)\/contact-reveals$/,
    'revealLeadContact',
    (m) => ({ leadId: decodeURIComponent(m[1] ?? '') }),
  ],
];

export function leadsApi(
  data: Dataset,
  override?: (path: string, pathWithQuery: string) => Response | Promise<Response> | undefined,
): FakeApi {
  return (method, path, body, pathWithQuery) => {
    const overridden = override?.(path, pathWithQuery);
    if (overridden !== undefined) return overridden;
    for (const [pattern, operationId, pathParams] of CALLS) {
      const match = pattern.exec(path);
      if (!match) continue;
      const answer = LEADS_HANDLERS[operationId]!(
        {
          method,
          operationId,
          collection: 'leads',
          pathParams: pathParams(match),
          query: new URL(pathWithQuery, 'http://x').searchParams,
          actor: 'sales@operator-portal.example',
          body: typeof body === 'string' && body !== '' ? (JSON.parse(body) as unknown) : body,
        },
        data,
        { problemOrder: [] },
      );
      // A text answer (the export's CSV) goes out as it is, with its media type.
      if (answer.contentType !== undefined && typeof answer.body === 'string')
        return new Response(answer.body, {
          status: answer.status,
          headers: { 'Content-Type': answer.contentType, ...answer.headers },
        });
      return json(answer.body ?? {}, answer.status);
    }
    return exampleAnswer(method, pathWithQuery);
  };
}
