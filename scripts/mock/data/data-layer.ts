// THE data layer of the mock (DESIGN §3): answers the operations the spec marks `x-mock-data` from an in-memory
// copy of the dataset, one copy per owner and dataset state, and validates every answer against the spec. The proxy
// (scripts/mock/proxy.ts) asks it only after Prism has accepted the request, so Prism still guards the contract.
import { type MatchedOperation, type MockSpec } from '../select-example.ts';
import { createAnswerValidator, createLineValidators, type AnswerMismatch } from './answer-validator.ts';
import {
  createDataset,
  datasetAt,
  datasetInState,
  datasetNow,
  DATASET_STATES,
  isDatasetState,
  type Dataset,
} from './dataset.ts';
import {
  apiError,
  mediaOf,
  type DataAnswer,
  type DataHandler,
  type DataRequest,
  type HandlerContext,
} from './data-handler.ts';
import { beginAudit } from './audit.ts';
import { declaresIdempotencyKey, remember, repeatedAnswer, type IdempotentRequest } from './idempotency.ts';
import { HANDLERS } from '../areas/mock-areas.ts';
import { callerOf, refusal } from './staff.ts';
import { callerScope, outOfScope, scopedView } from '../areas/install/install.scope.ts';

type Json = Record<string, unknown>;

/** Operation extension naming the collection an operation is answered from. */
export const DATA_EXTENSION = 'x-mock-data';
/** How many owner copies are kept; the least recently used goes first (e2e runs make one per test). */
const DEFAULT_MAX_COPIES = 256;
/** How many moved worlds (one per pinned instant, scripts/mock/instants.ts) are kept; the least recently used goes. */
export const MAX_MOVED_WORLDS = 4;

export interface DataInput {
  /** Path plus query, as requested. */
  url: string;
  /** The raw request body ('' for none). */
  body: string;
  /** Whose copy to use ('' = the shared one of a developer's browser). */
  owner: string;
  /** A named dataset state (contracts' provider states); default `default`. */
  state?: string;
  /**
   * Who asked, for a direct call without a token (tests). With a bearer token the actor is always the verified
   * person's e-mail from the dataset, whatever this says.
   */
  actor?: string;
  /** The request's bearer token: the caller, looked up in the owner's dataset. */
  bearer?: string;
  /** The `Idempotency-Key` header, honoured where the operation declares it (scripts/mock/data/idempotency.ts). */
  idempotencyKey?: string;
  /**
   * A pinned now for this owner (the `x-mock-now` header, scripts/mock/instants.ts): the owner's copy is the dataset
   * as generated at that instant, and its time runs on from the moment the copy is made. Absent: the layer's world.
   */
  now?: number;
}

export interface DataLayer {
  readonly base: Dataset;
  /** The collection that answers an operation, or undefined when the operation's example does. */
  collectionOf(operation: Json): string | undefined;
  answer(match: MatchedOperation, input: DataInput): DataAnswer;
  /**
   * The server's per-request access check of any secured operation, from the caller's current
   * roles and state in the owner's dataset: a 401 (no token, or one that fails the check of tokens.ts) or 403
   * answer, or undefined to go on.
   */
  authorize(match: MatchedOperation, input: Omit<DataInput, 'url' | 'body'>): DataAnswer | undefined;
  /** The owner's copy of the dataset (created when missing), e.g. for the dev outbox. */
  world(owner: string, state?: string, now?: number): Dataset;
  /** Restores the dataset for one owner (every copy of it), or for everyone (the moved worlds too). */
  reset(owner?: string): void;
  /** How many moved worlds are kept now (at most MAX_MOVED_WORLDS). */
  movedWorldCount(): number;
}

export interface DataLayerOptions {
  spec: MockSpec;
  /** The world to start from. Default: the generated dataset with its timestamps moved to `now`. */
  base?: Dataset;
  /** The instant the generator's reference date becomes. Default: when the layer is created. */
  now?: number;
  /** A bigger generated world of this many sites (dataset.ts `DatasetOptions`); ignored with `base`. */
  sites?: number;
  maxCopies?: number;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function collectionName(operation: Json): string | undefined {
  const value = operation[DATA_EXTENSION];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function problemOrderOf(spec: MockSpec): string[] {
  const schemas = isObject(spec.components) ? spec.components.schemas : undefined;
  const codes = isObject(schemas) && isObject(schemas.ProblemCode) ? schemas.ProblemCode.enum : undefined;
  return Array.isArray(codes) ? codes.map(String) : [];
}

/**
 * The lines of a streamed answer, each checked as it is produced: a line the spec does not allow stops the stream
 * (its status is sent by then), and the proxy cuts the answer off rather than send a wrong line.
 */
function* checkedLines(
  lines: Iterable<unknown>,
  check: (index: number, value: unknown) => AnswerMismatch[] | null,
  operationId: string,
): Generator<unknown> {
  let index = 0;
  for (const value of lines) {
    const mismatches = check(index, value);
    if (mismatches) {
      throw new Error(
        `The mock's answer to ${operationId}, line ${index + 1}, does not match the spec: ${describe(mismatches)}`,
      );
    }
    index += 1;
    yield value;
  }
}

function describe(mismatches: readonly AnswerMismatch[]): string {
  return mismatches
    .slice(0, 5)
    .map((m) => `${m.field || '(body)'} ${m.message} [${m.schemaPath}]`)
    .join('; ');
}

/** Every operation marked `x-mock-data` that no mock area answers. */
export function unansweredOperations(spec: MockSpec): string[] {
  const missing: string[] = [];
  for (const [template, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation)) continue;
      const collection = collectionName(operation);
      const id = String(operation.operationId);
      if (collection !== undefined && !HANDLERS[id]) {
        missing.push(`${method.toUpperCase()} ${template} (${id}): x-mock-data "${collection}"`);
      }
    }
  }
  return missing;
}

export function createDataLayer(options: DataLayerOptions): DataLayer {
  const { spec } = options;
  const base = options.base ?? createDataset({ now: options.now ?? Date.now(), sites: options.sites });
  const unanswered = unansweredOperations(spec);
  if (unanswered.length > 0) {
    throw new Error(`operations marked data-backed with no handler:\n  ${unanswered.join('\n  ')}`);
  }
  const validate = createAnswerValidator(spec as Json);
  const lineValidatorOf = createLineValidators(spec as Json);
  const problemOrder = problemOrderOf(spec);
  const maxCopies = options.maxCopies ?? DEFAULT_MAX_COPIES;
  const copies = new Map<string, Dataset>();
  // The world moved to the pinned instants asked for lately (the tests use a handful), each made once while kept:
  // a caller naming a new instant on every request costs one world each time, never memory that stays.
  const moved = new Map<number, Dataset>();
  const baseAt = (now: number): Dataset => {
    if (now === datasetNow(base)) return base;
    let world = moved.get(now);
    if (world === undefined) {
      world = datasetAt(base, now);
      if (moved.size >= MAX_MOVED_WORLDS) moved.delete(moved.keys().next().value as number);
    } else {
      moved.delete(now);
    }
    moved.set(now, world);
    return world;
  };

  const copyFor = (owner: string, state: keyof typeof DATASET_STATES, now: number | undefined): Dataset => {
    const id = `${owner}\u0000${state}\u0000${now ?? ''}`;
    let copy = copies.get(id);
    if (copy) {
      copies.delete(id);
    } else {
      copy = datasetInState(now === undefined ? base : baseAt(now), state);
      // A pinned world starts its clock when its owner first asks: a browser whose clock was installed at the same
      // instant just before reads the same now (the live sample, a command's time).
      if (now !== undefined) copy.clockStartedAt = Date.now();
      if (copies.size >= maxCopies) copies.delete(copies.keys().next().value as string);
    }
    copies.set(id, copy);
    return copy;
  };

  return {
    base,
    collectionOf: collectionName,
    answer(match, input) {
      const collection = collectionName(match.operation);
      const operationId = match.operationId ?? `${match.method} ${match.template}`;
      if (collection === undefined) return apiError(500, `${operationId} is not data-backed`, 'MOCK_DATA');
      const state = input.state || 'default';
      if (!isDatasetState(state)) {
        return apiError(
          400,
          `Unknown dataset state "${state}"; known: ${Object.keys(DATASET_STATES).join(', ')}`,
          'MOCK_DATASET_STATE',
        );
      }
      let body: unknown;
      try {
        body = input.body.trim() === '' ? undefined : JSON.parse(input.body);
      } catch {
        return apiError(400, 'The request body is not JSON', 'VALIDATION_FAILED');
      }
      const handler: DataHandler | undefined = HANDLERS[operationId];
      if (handler === undefined) return apiError(500, `${operationId} has no handler`, 'MOCK_DATA');
      const context: HandlerContext = { problemOrder };
      const query = new URL(input.url, 'http://mock.invalid').searchParams;
      let request: DataRequest = {
        method: match.method.toUpperCase(),
        operationId,
        collection,
        pathParams: match.pathParams,
        query,
        body,
        actor: input.actor ?? 'unknown staff member',
        ...(input.bearer === undefined ? {} : { bearer: input.bearer }),
      };
      const data = copyFor(input.owner, state, input.now);
      if (input.bearer !== undefined) {
        // Who did it is the verified person (their e-mail as the dataset holds it), never a claim of the token.
        const caller = callerOf(data, input.bearer);
        request = {
          ...request,
          actor: caller?.email ?? 'unknown staff member',
          ...(caller === undefined ? {} : { actorId: caller.id }),
        };
      }
      let answer: DataAnswer;
      try {
        // The server's scope (install.scope.ts): a scoped caller reads a view holding only their company's or fleets'
        // things, and any call naming another's thing is 404. Writes change the dataset itself.
        const view = scopedView(data, callerScope(data, request.bearer));
        const denied = outOfScope(request, data, view);
        if (denied) return denied;
        // A repeated Idempotency-Key is the same request: its first answer, and no second effect or audit entry.
        const idempotent: IdempotentRequest | undefined =
          input.idempotencyKey !== undefined && declaresIdempotencyKey(spec, match.operation)
            ? {
                operationId,
                key: input.idempotencyKey,
                fingerprint: `${new URL(input.url, 'http://mock.invalid').pathname}\u0000${input.body}`,
              }
            : undefined;
        const repeated = idempotent === undefined ? undefined : repeatedAnswer(data, idempotent);
        if (repeated !== undefined) return repeated;
        // The one audit hook: what an x-audit call changed, recorded once it succeeded.
        const audited = beginAudit(match.operation, request, data);
        answer = handler(request, request.method === 'GET' ? view : data, context);
        audited?.(answer);
        if (idempotent !== undefined) remember(data, idempotent, answer);
      } catch (error) {
        return apiError(500, `The mock's data layer failed: ${(error as Error).message}`, 'MOCK_DATA');
      }
      if (answer.lines !== undefined) {
        const check = lineValidatorOf(match.operation, answer.status, mediaOf(answer));
        if (check === undefined) {
          return apiError(
            500,
            `The mock's answer to ${operationId} (${answer.status}) streams lines its response declares no line schemas for`,
            'MOCK_ANSWER_INVALID',
          );
        }
        return { ...answer, lines: checkedLines(answer.lines, check, operationId) };
      }
      const mismatches = validate(match.operation, answer.status, answer.body, mediaOf(answer));
      if (mismatches) {
        return apiError(
          500,
          `The mock's answer to ${operationId} (${answer.status}) does not match the spec: ${describe(mismatches)}`,
          'MOCK_ANSWER_INVALID',
        );
      }
      return answer;
    },
    authorize(match, input) {
      if (match.operationId === undefined) return undefined;
      const state = input.state || 'default';
      if (!isDatasetState(state)) return undefined;
      return refusal(copyFor(input.owner, state, input.now), match.operationId, input.bearer);
    },
    world(owner, state = 'default', now) {
      return copyFor(owner, isDatasetState(state) ? state : 'default', now);
    },
    movedWorldCount: () => moved.size,
    reset(owner) {
      if (owner === undefined) {
        copies.clear();
        moved.clear();
        return;
      }
      for (const id of [...copies.keys()]) if (id.startsWith(`${owner}\u0000`)) copies.delete(id);
    },
  };
}
