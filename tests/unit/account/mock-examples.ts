import { deref, loadMockSpec, matchOperation } from '../../../scripts/mock/select-example.ts';

/*
 * The answers the mock gives for the account calls, read from openapi/generated/ui-api.mock.json (never copied
 * by hand): the `default` example of the 200 answer, and the error examples, which are named by their status.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The example value the mock answers `method path` with for `status` (200 → `default`, else the status). */
export function mockExample(method: string, path: string, status: number): Record<string, unknown> {
  const spec = loadMockSpec();
  const match = matchOperation(spec, method, path);
  if (match === undefined) throw new Error(`The mock has no operation for ${method} ${path}`);
  const responses = deref(spec, match.operation.responses);
  const response = isObject(responses) ? deref(spec, responses[String(status)]) : undefined;
  const content = isObject(response) ? response.content : undefined;
  const media = isObject(content) ? content['application/json'] : undefined;
  const examples = isObject(media) ? media.examples : undefined;
  const name = status === 200 ? 'default' : String(status);
  const example = isObject(examples) ? deref(spec, examples[name]) : undefined;
  const value = isObject(example) ? example.value : undefined;
  if (!isObject(value))
    throw new Error(`No '${name}' example for ${status} of ${method} ${path} in the mock`);
  return value;
}

/** The example's `message`: the text a screen shows from that answer. */
export function mockMessage(method: string, path: string, status: number): string {
  const message = mockExample(method, path, status).message;
  if (typeof message !== 'string')
    throw new Error(`The ${status} example of ${method} ${path} has no message`);
  return message;
}

/** A Response as the mock sends it for that status. */
export function mockAnswer(method: string, path: string, status: number): Response {
  return new Response(JSON.stringify(mockExample(method, path, status)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
