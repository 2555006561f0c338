import {
  ApiError,
  MAX_RETRY_AFTER_SECONDS,
  type ApiErrorBody,
  type ApiErrorContext,
  type ApiErrorVerificationResult,
} from './api-error.ts';

/*
 * Reading an error answer into an ApiError (SPEC §8) and its Retry-After header. Apart from api-error.ts, which
 * /login loads (DESIGN §6): only the client reads answers, and its code loads on the first call.
 */

// HTTP/2 and HTTP/3 carry no reason phrase, so `statusText` is often '' in browsers: fall back to the standard one.
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  423: 'Locked',
  425: 'Too Early',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusTextFor(status: number, statusText: string): string {
  const given = typeof statusText === 'string' ? statusText.trim() : '';
  if (given !== '') return given;
  return REASON_PHRASES[status] ?? `HTTP ${String(status)}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field is taken only when it has its contract type; anything else on the wire is dropped, never thrown on. */
function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function verificationResultOf(record: Record<string, unknown>): ApiErrorVerificationResult | undefined {
  const raw = Object.prototype.hasOwnProperty.call(record, 'verificationResult')
    ? record.verificationResult
    : undefined;
  if (!isPlainRecord(raw)) return undefined;
  const result: ApiErrorVerificationResult = {};
  for (const key of VERIFICATION_FIELDS) {
    const value = stringField(raw, key);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

const VERIFICATION_FIELDS = [
  'errorId',
  'uniqueIdentifier',
  'lastConnectionTimestamp',
  'firmwareVersion',
  'vendor',
  'model',
] as const satisfies readonly (keyof ApiErrorVerificationResult)[];

/** `fieldErrors` entries with a string field and message; anything else is dropped. */
function fieldErrorsOf(record: Record<string, unknown>): ApiErrorBody['fieldErrors'] {
  const raw = Object.prototype.hasOwnProperty.call(record, 'fieldErrors') ? record.fieldErrors : undefined;
  if (!Array.isArray(raw)) return undefined;
  const entries = raw.flatMap((entry: unknown) => {
    if (!isPlainRecord(entry)) return [];
    const field = stringField(entry, 'field');
    const message = stringField(entry, 'message');
    return field !== undefined && message !== undefined ? [{ field, message }] : [];
  });
  return entries.length > 0 ? entries : undefined;
}

/**
 * SPEC §8: message = the body's `message`, else the HTTP status text; status is the HTTP status (the answer's own
 * status line wins over a `status` field in the body). Works for any body text: JSON object, array, string, empty,
 * HTML, garbage. Pure and total: never throws.
 */
export function toApiError(
  status: number,
  statusText: string,
  bodyText: string,
  context: ApiErrorContext = {},
): ApiError {
  const record = typeof bodyText === 'string' && bodyText !== '' ? parseJson(bodyText) : undefined;
  const fields = isPlainRecord(record) ? record : {};
  const message = stringField(fields, 'message');
  const body: ApiErrorBody = {
    message: message !== undefined && message.trim() !== '' ? message : statusTextFor(status, statusText),
    status,
  };
  const errorId = stringField(fields, 'errorId');
  const firmwareVersion = stringField(fields, 'firmwareVersion');
  const lastConnectionTimestamp = stringField(fields, 'lastConnectionTimestamp');
  const uniqueIdentifier = stringField(fields, 'uniqueIdentifier');
  const missingPermission = stringField(fields, 'missingPermission');
  const verificationResult = verificationResultOf(fields);
  if (errorId !== undefined) body.errorId = errorId;
  if (firmwareVersion !== undefined) body.firmwareVersion = firmwareVersion;
  if (lastConnectionTimestamp !== undefined) body.lastConnectionTimestamp = lastConnectionTimestamp;
  if (uniqueIdentifier !== undefined) body.uniqueIdentifier = uniqueIdentifier;
  if (missingPermission !== undefined) body.missingPermission = missingPermission;
  if (verificationResult !== undefined) body.verificationResult = verificationResult;
  const fieldErrors = fieldErrorsOf(fields);
  if (fieldErrors !== undefined) body.fieldErrors = fieldErrors;
  return new ApiError(body, context);
}

/**
 * The `Retry-After` header (RFC 9110): delay-seconds or an HTTP-date (relative to `now`), as whole seconds from 0 to
 * an hour; undefined when absent or unreadable. Total: never throws.
 */
export function retryAfterSeconds(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return undefined;
  let seconds: number;
  if (/^\d{1,10}$/.test(text)) seconds = Number(text);
  else {
    // An HTTP-date names its weekday and month; a bare signed number is no wait at all.
    const at = /[A-Za-z]/.test(text) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(at)) return undefined;
    seconds = Math.ceil((at - now) / 1000);
  }
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, seconds));
}
