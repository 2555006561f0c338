// One operation as the portal calls it (path, method, session, an example request) and the two kinds of interaction
// the consumer tests write for it: an OK answer the client hands over as data, and the error answers it turns into
// ApiErrors, one table row each. Both drive the real client the way a screen does: `api.GET(path, { params })`.
import type { PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/api/api-error.ts';
import { unwrap, type ApiResult } from '../../src/api/client.ts';
import type { ProviderStateName } from '../provider-states.ts';
import { expectApiError } from './assert.ts';
import {
  contract,
  exampleOf,
  runContracts,
  type Auth,
  type BuiltContract,
  type FromState,
  type RequestParts,
  type TextResponse,
} from './contract.ts';
import { sessionFor, type Failure } from './failures.ts';
import { apiError } from './matchers.ts';
import { portalClient, type PortalClient } from './pact.ts';
import type { ApiPath, JsonBody, MethodOf, StatusOf, Template } from './types.ts';

export type OperationSpec<P extends ApiPath, M extends MethodOf<P>> = {
  /** The spec's operationId: every description reads "<id>: <what happens>". */
  id: string;
  path: P;
  method: M;
  /** The session the portal holds when it calls the operation: like the spec, signed in unless it says `none`. */
  auth?: Auth;
  /** The state parameters of every interaction; without them, the values of the request's path parameters. */
  stateParams?: Record<string, string>;
} & RequestParts<P, M>;

/** What one interaction changes of its operation's request and session. */
export type Variation<P extends ApiPath, M extends MethodOf<P>> = {
  auth?: Auth;
  stateParams?: Record<string, string>;
  subscriptionToken?: string;
  idempotencyKey?: string;
} & Partial<RequestParts<P, M>>;

/** Checks the spec literal against the generated `paths` (P and M are inferred from `path` and `method`). */
export function operation<P extends ApiPath, M extends MethodOf<P>>(
  spec: OperationSpec<P, M>,
): OperationSpec<P, M> {
  return spec;
}

/** The success status with a body the operation declares (200, or 201 for a create). */
type OkStatusOf<P extends ApiPath, M extends MethodOf<P>> = Extract<StatusOf<P, M>, 200 | 201>;

export type Answer<P extends ApiPath, M extends MethodOf<P>> = {
  /** The description after "<id>: ". */
  what: string;
  state: ProviderStateName;
  /** Default 200. */
  status?: OkStatusOf<P, M>;
  response: Template<JsonBody<P, M, OkStatusOf<P, M>>>;
} & Variation<P, M>;

/** A 204 interaction: no body. */
export type NoContent<P extends ApiPath, M extends MethodOf<P>> = {
  what: string;
  state: ProviderStateName;
} & Variation<P, M>;

/** The declared 4xx/5xx statuses whose body is the ApiError of SPEC §8. */
type ErrorStatusOf<P extends ApiPath, M extends MethodOf<P>> = {
  [S in StatusOf<P, M>]: `${S}` extends `4${string}` | `5${string}`
    ? ApiErrorBody extends JsonBody<P, M, S>
      ? S
      : never
    : never;
}[StatusOf<P, M>];

/** A failure with the operation's own request, or with what the row changes of it. */
export type ErrorRow<P extends ApiPath, M extends MethodOf<P>> =
  Failure<ErrorStatusOf<P, M>> | ({ failure: Failure<ErrorStatusOf<P, M>> } & Variation<P, M>);

/**
 * One 200 interaction: registers it, sends the operation's request with the answer's changes and expects the
 * example body as the data.
 */
export async function expectAnswer<P extends ApiPath, M extends MethodOf<P>>(
  pact: PactV4,
  op: OperationSpec<P, M>,
  answer: Answer<P, M>,
): Promise<void> {
  const request = resolve(op, answer as Loose);
  const status = answer.status ?? 200;
  const built = interaction(op, request, answer.what, answer.state, status, answer.response);
  await runContracts(pact, [built], async (baseUrl) => {
    const { result } = await send(op, request, baseUrl);
    expect(await unwrap(result)).toEqual(exampleOf(answer.response));
    expect(result.response?.status).toBe(status);
  });
}

/** A 200 interaction whose body is text (a CSV), not JSON. */
export type TextAnswer<P extends ApiPath, M extends MethodOf<P>> = {
  what: string;
  state: ProviderStateName;
  response: TextResponse;
} & Variation<P, M>;

/**
 * One 200 interaction with a text body: the client asks for it as the portal does (Accept naming the type, the
 * body as bytes) and gets the example's bytes, byte-order mark included.
 */
export async function expectText<P extends ApiPath, M extends MethodOf<P>>(
  pact: PactV4,
  op: OperationSpec<P, M>,
  answer: TextAnswer<P, M>,
): Promise<void> {
  const request = resolve(op, answer as Loose);
  const built = {
    ...interaction(op, request, answer.what, answer.state, 200, undefined),
    text: answer.response,
  };
  await runContracts(pact, [built], async (baseUrl) => {
    const media = answer.response.contentType.split(';')[0] ?? '';
    const { result } = await send(op, request, baseUrl, {
      headers: { Accept: `${media}, application/json` },
      parseAs: 'blob',
    });
    const bytes = Buffer.from(await (await unwrap(result as ApiResult<Blob>)).arrayBuffer());
    expect(bytes.equals(Buffer.from(answer.response.example, 'utf8'))).toBe(true);
    expect(bytes.toString('utf8')).toMatch(new RegExp(answer.response.pattern));
    expect(result.response?.headers.get('content-type')).toBe(answer.response.contentType);
  });
}

/** One 204 interaction (`204 & StatusOf` makes it a type error on an operation that never answers 204). */
export async function expectNoContent<P extends ApiPath, M extends MethodOf<P>>(
  pact: PactV4,
  op: OperationSpec<P, M> & (204 extends StatusOf<P, M> ? unknown : { never: true }),
  answer: NoContent<P, M>,
): Promise<void> {
  const request = resolve(op, answer as Loose);
  const built = interaction(op, request, answer.what, answer.state, 204, undefined);
  await runContracts(pact, [built], async (baseUrl) => {
    const { result } = await send(op, request, baseUrl);
    expect(result.error).toBeUndefined();
    expect(result.response?.status).toBe(204);
  });
}

/**
 * One test per row: the error answer, and the ApiError (status and message) the client hands to the caller. A 401
 * to an expired or forged token without a refresh token signs the user out; no other error does.
 */
const endsSession = (auth: Auth): boolean => auth === 'expired' || auth === 'forged';

export function itAnswersErrors<P extends ApiPath, M extends MethodOf<P>>(
  pact: PactV4,
  op: OperationSpec<P, M>,
  rows: readonly ErrorRow<P, M>[],
): void {
  for (const row of rows) {
    const { failure, ...variation } = ('failure' in row ? row : { failure: row }) as {
      failure: Failure;
    } & Loose;
    const { status, state, message, errorId, fieldErrors, missingPermission } = failure;
    const device = {
      ...(errorId === undefined ? {} : { errorId }),
      ...(missingPermission === undefined ? {} : { missingPermission }),
      ...(fieldErrors === undefined ? {} : { fieldErrors: [...fieldErrors] }),
    };
    it(`answers ${status} (${state}) as an ApiError`, async () => {
      const request = resolve(op, { ...variation, auth: variation.auth ?? failure.auth });
      // The status is part of the description: Pact keeps one interaction per description and state, so two
      // refusals from one state (a 409 and a 422 of the same dataset) would otherwise silently become one.
      const built = interaction(
        op,
        request,
        `${state} (${status})`,
        state,
        status,
        apiError(status, message, device),
      );
      await runContracts(pact, [built], async (baseUrl) => {
        const { client, result } = await send(op, request, baseUrl);
        expectApiError(result, status, message, device);
        expect(client.signOuts()).toBe(status === 401 && endsSession(request.auth) ? 1 : 0);
      });
    });
  }
}

/** An operation's request once merged with one interaction's changes; beyond here the spec's types are checked. */
interface Request {
  auth: Auth;
  stateParams: Record<string, string>;
  subscriptionToken: string | undefined;
  idempotencyKey: string | undefined;
  pathParams: Record<string, string | FromState> | undefined;
  /** The path parameters' example values, as the client sends them. */
  pathValues: Record<string, string> | undefined;
  query: object | undefined;
  body: unknown;
}

type Loose = Partial<Omit<Request, 'pathValues'>>;

const exampleValue = (value: string | FromState): string =>
  typeof value === 'string' ? value : value.example;

/** `change` is a Variation of the operation. */
function resolve<P extends ApiPath, M extends MethodOf<P>>(op: OperationSpec<P, M>, change: Loose): Request {
  const base = op as Loose;
  const pathParams = change.pathParams ?? base.pathParams;
  const pathValues =
    pathParams &&
    Object.fromEntries(Object.entries(pathParams).map(([name, value]) => [name, exampleValue(value)]));
  return {
    auth: change.auth ?? base.auth ?? 'signed-in',
    stateParams: change.stateParams ?? base.stateParams ?? pathValues ?? {},
    subscriptionToken: change.subscriptionToken,
    idempotencyKey: change.idempotencyKey,
    pathParams,
    pathValues,
    query: change.query ?? base.query,
    body: change.body ?? base.body,
  };
}

function interaction<P extends ApiPath, M extends MethodOf<P>>(
  op: OperationSpec<P, M>,
  request: Request,
  what: string,
  state: ProviderStateName,
  status: number,
  response: unknown,
): BuiltContract {
  // The public signatures above hold the spec's types; the merged request no longer provably does.
  const build = contract as (spec: object) => BuiltContract;
  return build({
    ...request,
    description: `${op.id}: ${what}`,
    state,
    path: op.path,
    method: op.method,
    status,
    response,
  });
}

type Send = (path: string, init: object) => Promise<ApiResult<unknown>>;

async function send<P extends ApiPath, M extends MethodOf<P>>(
  op: OperationSpec<P, M>,
  request: Request,
  baseUrl: string,
  /** More of the call's options, e.g. a text answer's Accept and `parseAs`. */
  extra: object = {},
): Promise<{ client: PortalClient; result: ApiResult<unknown> }> {
  const client = portalClient(baseUrl, {
    ...sessionFor(request.auth),
    subscription: request.subscriptionToken ?? null,
  });
  const init = {
    params: {
      path: request.pathValues,
      query: request.query,
      ...(request.idempotencyKey === undefined
        ? {}
        : { header: { 'Idempotency-Key': request.idempotencyKey } }),
    },
    ...(request.body === undefined ? {} : { body: exampleOf(request.body) }),
    ...extra,
  };
  const call = client.api[op.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'] as Send;
  return { client, result: await call(op.path, init) };
}
