// What every data handler is (the request, the answer, the context) apart from the registry of the mock's areas
// (scripts/mock/areas/mock-areas.ts): the areas' handler files implement it and the registry imports them, so it
// lives here (no import cycles).
import type { Dataset } from './dataset.ts';

export interface DataRequest {
  /** Upper case. */
  readonly method: string;
  readonly operationId: string;
  /** The operation's `x-mock-data` value. */
  readonly collection: string;
  readonly pathParams: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The parsed JSON body (Prism has validated it), or undefined. */
  readonly body: unknown;
  /** Who asked: the verified caller's e-mail from the dataset (data-layer.ts), or a test's stand-in. */
  readonly actor: string;
  /** The verified caller's staff id; absent for a direct call without a token. */
  readonly actorId?: string;
  /** The bearer token of the request, if any (the caller: scripts/mock/data/staff.ts). */
  readonly bearer?: string;
}

export interface DataAnswer {
  readonly status: number;
  /** Absent for 204. A JSON value, or the text of a `text/*` answer (then `contentType` says which). */
  readonly body?: unknown;
  /** The media type of a text body, e.g. `text/csv; charset=utf-8`; absent: the body is JSON. */
  readonly contentType?: string;
  /**
   * A streamed answer (`application/x-ndjson`, named by `contentType`) in place of `body`: its values, one line each,
   * produced as the proxy writes them, so a large collection goes out in chunks and never as one string. Each line
   * is checked against the schema's `x-ndjson-header` (the first) and `x-ndjson-item` (the others).
   */
  readonly lines?: Iterable<unknown>;
  /** Further response headers (lower-case names), e.g. a download's `content-disposition`. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The JSON media type every answer without a `contentType` has. */
export const JSON_MEDIA = 'application/json';
/** A media type whose body is text (a string), e.g. `text/csv`, or newline-delimited JSON. */
export const isTextMedia = (media: string): boolean =>
  media.startsWith('text/') || media === 'application/x-ndjson';

/** The media type of an answer without its parameters: `text/csv; charset=utf-8` → `text/csv`. */
export const mediaOf = (answer: DataAnswer): string =>
  ((answer.contentType ?? JSON_MEDIA).split(';')[0] ?? '').trim().toLowerCase();

export interface HandlerContext {
  /** SPEC §4's problem codes in the spec's enum order (a site's detail lists its codes in that order). */
  readonly problemOrder: readonly string[];
}

export type DataHandler = (request: DataRequest, data: Dataset, context: HandlerContext) => DataAnswer;

/** The API error body (SPEC §3) of an answer the dataset gives. */
export function apiError(status: number, message: string, errorId: string): DataAnswer {
  return { status, body: { message, status, errorId } };
}
