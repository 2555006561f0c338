// Idempotency-Key (the spec declares it on the charger commands): a repeated key is the same request. The first
// successful answer is kept per owner's copy of the dataset (so a reset forgets it with the copy), and a repeat gets
// it again without running the handler — no second effect, no second audit entry.
import { deref, type MockSpec } from '../select-example.ts';

// dataset.ts (its contract states) imports this file, and data-handler.ts imports dataset.ts: the two shapes used here
// are written out, so that there is no import cycle.
/** An owner's copy of the dataset. */
type World = object;
/** A data handler's answer (data-handler.ts DataAnswer). */
interface DataAnswer {
  readonly status: number;
  readonly body?: unknown;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Keys kept per copy: a copy is one test's or one developer's world, and the oldest answers go first. */
const MAX_KEPT = 500;

interface Kept {
  readonly fingerprint: string;
  readonly answer: DataAnswer;
}

const keptByCopy = new WeakMap<World, Map<string, Kept>>();

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the operation declares the Idempotency-Key header (a request without the key is answered as ever). */
export function declaresIdempotencyKey(spec: MockSpec, operation: Json): boolean {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  return parameters.some((raw) => {
    const parameter = deref(spec, raw);
    return (
      isObject(parameter) &&
      parameter.in === 'header' &&
      String(parameter.name).toLowerCase() === IDEMPOTENCY_HEADER
    );
  });
}

export interface IdempotentRequest {
  readonly operationId: string;
  /** The key as sent. */
  readonly key: string;
  /** What makes two requests the same: the path (with its parameters) and the body. */
  readonly fingerprint: string;
}

/**
 * The answer for a request whose key was answered before: the same answer for the same request, a 422 for the same
 * key with another one; undefined when the key is new (run the handler, then `remember`).
 */
export function repeatedAnswer(data: World, request: IdempotentRequest): DataAnswer | undefined {
  const kept = keptByCopy.get(data)?.get(`${request.operationId}\u0000${request.key}`);
  if (kept === undefined) return undefined;
  if (kept.fingerprint === request.fingerprint) return kept.answer;
  const message = 'This Idempotency-Key was used for another request: send a new key for a new action';
  return { status: 422, body: { message, status: 422, errorId: 'IDEMPOTENCY_KEY_REUSED' } };
}

/** Keeps a successful answer for its key; a refused request changed nothing, so its repeat is tried again. */
export function remember(data: World, request: IdempotentRequest, answer: DataAnswer): void {
  if (answer.status < 200 || answer.status >= 300) return;
  let kept = keptByCopy.get(data);
  if (kept === undefined) {
    kept = new Map();
    keptByCopy.set(data, kept);
  }
  kept.set(`${request.operationId}\u0000${request.key}`, { fingerprint: request.fingerprint, answer });
  if (kept.size > MAX_KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
}

/**
 * The contracts' key of a command that was never this request (provider state "the Idempotency-Key was used for
 * another command"): kept with a fingerprint no request has, so any request with it is the reuse case.
 */
export const KEY_USED_ELSEWHERE = 'key-used-for-another-command';

export function spendKeyElsewhere(data: World, operationId: string): void {
  remember(data, { operationId, key: KEY_USED_ELSEWHERE, fingerprint: '(another request)' }, { status: 200 });
}
