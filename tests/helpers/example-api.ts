import {
  deref,
  loadMockSpec,
  matchOperation,
  selectExample,
  type MockSpec,
} from '../../scripts/mock/select-example.ts';

type Json = ReturnType<typeof deref>;
const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonResponse = (body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers a request the way the mock does (the proxy's example selection, without Prism): the chosen named example
 * of the success response; a 404 ApiError where the mock would answer with an error or has no operation.
 * For component tests that render real screens without a server.
 */
export function exampleAnswer(
  method: string,
  pathWithQuery: string,
  spec: MockSpec = loadMockSpec(),
): Response {
  const notFound = () =>
    jsonResponse({ message: `No mock answer for ${method} ${pathWithQuery}`, status: 404 }, 404);
  const match = matchOperation(spec, method, pathWithQuery);
  const selection = selectExample(spec, { method, url: pathWithQuery });
  if (match === undefined || selection.prefer?.startsWith('code=')) return notFound();
  const responses = deref(spec, match.operation.responses);
  const ok = isObject(responses) ? deref(spec, responses['200']) : undefined;
  const content = isObject(ok) ? ok.content : undefined;
  // A text answer (exportLeads' text/csv) is its example's text, with its media type.
  const text = isObject(content)
    ? Object.keys(content).find((type) => type.startsWith('text/') || type === 'application/x-ndjson')
    : undefined;
  const type = isObject(content) && content['application/json'] === undefined ? text : undefined;
  const media = isObject(content) ? content[type ?? 'application/json'] : undefined;
  const examples = isObject(media) ? media.examples : undefined;
  if (!isObject(examples)) return jsonResponse({}, 200);
  const wanted = selection.prefer?.replace(/^example=/, '');
  const chosen = deref(
    spec,
    (wanted !== undefined ? examples[wanted] : undefined) ?? Object.values(examples)[0],
  );
  const value = isObject(chosen) ? chosen.value : undefined;
  if (type !== undefined && typeof value === 'string')
    return new Response(value, { status: 200, headers: { 'Content-Type': `${type}; charset=utf-8` } });
  return jsonResponse(value ?? {}, 200);
}
