import type { components } from './schema.gen.ts';

/** The wire shape of every non-OK answer (SPEC §8, `components.schemas.ApiError`). */
export type ApiErrorBody = components['schemas']['ApiError'];
export type ApiErrorVerificationResult = components['schemas']['VerificationResult'];

/**
 * Status 0 means there was no usable HTTP answer at all (network failure, CORS, unreadable success body); the
 * client reports those through the same channel so screens handle one error type.
 */
export const NO_RESPONSE_STATUS = 0;

/** What the client knows about a failed call besides the answer (never part of the wire contract). */
export interface ApiErrorContext {
  /** The `X-Request-Id` the client sent with the call. */
  requestId?: string;
  /** Seconds the server asked to wait (`Retry-After` of a 429 or 503), see {@link retryAfterSeconds}. */
  retryAfterSeconds?: number;
  /** Set on an OK answer whose body is not what the spec says (see {@link malformedAnswerError}). */
  kind?: ApiErrorKind;
}

/** What kind of failure a client-made error is, beside the answer's status. */
export type ApiErrorKind = 'malformed-answer';

/** Every non-OK answer of the UI API, as the client hands it to callers. */
export class ApiError extends Error implements ApiErrorBody {
  override readonly name = 'ApiError';
  readonly status: number;
  declare readonly errorId?: string;
  declare readonly firmwareVersion?: string;
  declare readonly lastConnectionTimestamp?: string;
  declare readonly uniqueIdentifier?: string;
  declare readonly verificationResult?: ApiErrorVerificationResult;
  declare readonly fieldErrors?: ApiErrorBody['fieldErrors'];
  /** With a 403 PERMISSION_DENIED: the permission the person lacks. */
  declare readonly missingPermission?: string;
  /**
   * Client-side, not a contract field (so not in `toJSON`): the id the client made and sent as `X-Request-Id`.
   * Every error of a call made through the client has it, with or without an answer, so staff always have an id to
   * report even when the answer has no `errorId`.
   */
  declare readonly requestId?: string;
  /** Client-side: the wait the answer asked for (its `Retry-After`), in whole seconds. */
  declare readonly retryAfterSeconds?: number;
  /** Client-side: `malformed-answer` when the server answered OK with a body the spec does not allow. */
  declare readonly kind?: ApiErrorKind;

  // `declare`: absent fields stay absent instead of becoming `undefined` own properties.
  constructor(fields: ApiErrorBody, context: ApiErrorContext = {}) {
    super(fields.message);
    this.status = fields.status;
    if (context.requestId !== undefined) this.requestId = context.requestId;
    if (context.retryAfterSeconds !== undefined) this.retryAfterSeconds = context.retryAfterSeconds;
    if (context.kind !== undefined) this.kind = context.kind;
    if (fields.errorId !== undefined) this.errorId = fields.errorId;
    if (fields.firmwareVersion !== undefined) this.firmwareVersion = fields.firmwareVersion;
    if (fields.lastConnectionTimestamp !== undefined)
      this.lastConnectionTimestamp = fields.lastConnectionTimestamp;
    if (fields.uniqueIdentifier !== undefined) this.uniqueIdentifier = fields.uniqueIdentifier;
    if (fields.verificationResult !== undefined) this.verificationResult = fields.verificationResult;
    if (fields.fieldErrors !== undefined) this.fieldErrors = fields.fieldErrors;
    if (fields.missingPermission !== undefined) this.missingPermission = fields.missingPermission;
  }

  /** The contract fields only (no stack), e.g. for logging. */
  toJSON(): ApiErrorBody {
    const body: ApiErrorBody = { message: this.message, status: this.status };
    if (this.errorId !== undefined) body.errorId = this.errorId;
    if (this.firmwareVersion !== undefined) body.firmwareVersion = this.firmwareVersion;
    if (this.lastConnectionTimestamp !== undefined)
      body.lastConnectionTimestamp = this.lastConnectionTimestamp;
    if (this.uniqueIdentifier !== undefined) body.uniqueIdentifier = this.uniqueIdentifier;
    if (this.verificationResult !== undefined) body.verificationResult = { ...this.verificationResult };
    if (this.fieldErrors !== undefined) body.fieldErrors = this.fieldErrors.map((entry) => ({ ...entry }));
    if (this.missingPermission !== undefined) body.missingPermission = this.missingPermission;
    return body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A wait longer than this is read as this: a screen counts down in seconds, not hours. */
export const MAX_RETRY_AFTER_SECONDS = 3_600;

/** For failures without an HTTP answer (network error, unreadable body). */
export function noResponseError(cause: unknown, context: ApiErrorContext = {}): ApiError {
  let message = 'No answer from the server';
  try {
    if (cause instanceof Error && cause.message.trim() !== '') message = cause.message;
  } catch {
    // a hostile `message` getter must not escape
  }
  return new ApiError({ message, status: NO_RESPONSE_STATUS }, context);
}

/**
 * An OK answer whose body is not what the spec says (`problem` names the field, e.g. "fleets is not a list"). It
 * keeps the answer's status: the server did answer, so it is no network failure to retry, and screens show it in
 * their error state instead of reading it as empty.
 */
export function malformedAnswerError(
  problem: string,
  status: number,
  context: ApiErrorContext = {},
): ApiError {
  return new ApiError(
    { message: `The server's answer could not be read: ${problem}`, status },
    { ...context, kind: 'malformed-answer' },
  );
}
