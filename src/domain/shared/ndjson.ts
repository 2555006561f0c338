/*
 * Newline-delimited JSON (application/x-ndjson): one JSON value per line, each line ended by `\n`. The decoder takes
 * the bytes in whatever chunks the network hands them over (a line, or a UTF-8 character, may be split across
 * chunks) and gives the same values for any chunking. No I/O, no timers: the caller says how to yield to the
 * browser between slices of parsing.
 */

/** The media type of a newline-delimited JSON body. */
export const NDJSON_MEDIA = 'application/x-ndjson';

/** A line that is not JSON (or bytes that are not UTF-8): where, and why. */
export class NdjsonError extends Error {
  override readonly name = 'NdjsonError';
  /** 1-based line number in the stream. */
  readonly line: number;

  constructor(line: number, reason: string) {
    super(`Line ${line} of the stream is not valid JSON: ${reason}`);
    this.line = line;
  }
}

/** One value as a line of NDJSON (JSON.stringify never writes a raw line break, so one value is one line). */
export const ndjsonLine = (value: unknown): string => `${JSON.stringify(value)}\n`;

export interface NdjsonDecoder {
  /**
   * The lines the chunk completes, each parsed; throws NdjsonError on the first bad line. A line's parsing is
   * deferred to `take`, so the caller can parse a large chunk a slice at a time.
   */
  push(chunk: Uint8Array): void;
  /** Parses and returns at most `max` of the complete lines waiting (fewer when fewer are). */
  take(max: number): unknown[];
  /** Complete lines waiting to be taken. */
  readonly waiting: number;
  /** The stream ended: a last line without its `\n` still counts; an incomplete UTF-8 character is an error. */
  end(): void;
}

export function createNdjsonDecoder(): NdjsonDecoder {
  const text = new TextDecoder('utf-8', { fatal: true });
  let rest = '';
  let lines: string[] = [];
  let next = 0;
  let lineNumber = 0;
  const decode = (bytes: Uint8Array | undefined) => {
    try {
      return bytes === undefined ? text.decode() : text.decode(bytes, { stream: true });
    } catch {
      throw new NdjsonError(lineNumber + (lines.length - next) + 1, 'the bytes are not UTF-8');
    }
  };
  const split = (decoded: string, final: boolean) => {
    const whole = rest + decoded;
    const parts = whole.split('\n');
    rest = final ? '' : (parts.pop() ?? '');
    if (next > 0) {
      lines = lines.slice(next);
      next = 0;
    }
    for (const part of parts) lines.push(part);
  };
  return {
    push(chunk) {
      split(decode(chunk), false);
    },
    end() {
      split(decode(undefined), true);
      // A stream that ends with `\n` leaves one empty "line" after it: not a line.
      if (lines.length > next && lines[lines.length - 1] === '') lines.pop();
    },
    get waiting() {
      return lines.length - next;
    },
    take(max) {
      const end = Math.min(lines.length, next + max);
      const batch = lines.slice(next, end).map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
      // A batch of object lines is parsed at once (far fewer calls than one a line): each line starts with `{` and
      // ends with `}`, and the batch must give one value a line. Anything else, or a batch that fails, is parsed
      // line by line, which names the bad line.
      if (batch.every((line) => line.startsWith('{') && line.endsWith('}'))) {
        try {
          const values = JSON.parse(`[${batch.join(',')}]`) as unknown[];
          if (values.length === batch.length) {
            next = end;
            lineNumber += batch.length;
            return values;
          }
        } catch {
          // Named below.
        }
      }
      const out: unknown[] = [];
      for (const line of batch) {
        next += 1;
        lineNumber += 1;
        if (line.trim() === '') throw new NdjsonError(lineNumber, 'the line is empty');
        try {
          out.push(JSON.parse(line));
        } catch (error) {
          throw new NdjsonError(lineNumber, error instanceof Error ? error.message : String(error));
        }
      }
      return out;
    },
  };
}

export interface ReadNdjsonOptions {
  /** Each batch of values, in order; a batch is what was parsed in one slice of work. */
  readonly onValues: (values: readonly unknown[]) => void;
  /** How long one slice of parsing may run before it yields; default 8 ms. */
  readonly sliceMs?: number;
  readonly signal?: AbortSignal;
  /** Hands control back to the browser between slices (the caller's: no timers here). */
  readonly yieldNow: () => Promise<void>;
  /** The clock slices are measured by; default performance.now. */
  readonly now?: () => number;
}

const LINES_PER_CHECK = 64;

/**
 * Reads a stream of NDJSON bytes to its end, parsing in slices of at most about `sliceMs` and yielding to the
 * browser between them (no long task however large the stream or its chunks). Rejects with an NdjsonError on a
 * bad line, and with the signal's reason when it is aborted (the reader is cancelled).
 */
export async function readNdjson(
  stream: ReadableStream<Uint8Array>,
  options: ReadNdjsonOptions,
): Promise<void> {
  const { onValues, signal } = options;
  const sliceMs = options.sliceMs ?? 8;
  const now = options.now ?? (() => performance.now());
  const { yieldNow } = options;
  const decoder = createNdjsonDecoder();
  const reader = stream.getReader();
  let sliceStart = now();
  const abortReason = () =>
    signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
  const checkpoint = async () => {
    if (now() - sliceStart < sliceMs) return;
    await yieldNow();
    if (signal?.aborted) throw abortReason();
    sliceStart = now();
  };
  const drain = async () => {
    while (decoder.waiting > 0) {
      const values = decoder.take(LINES_PER_CHECK);
      if (values.length > 0) onValues(values);
      await checkpoint();
    }
  };
  try {
    for (;;) {
      if (signal?.aborted) throw abortReason();
      const { done, value } = await reader.read();
      if (done) break;
      decoder.push(value);
      await drain();
    }
    decoder.end();
    await drain();
  } catch (error) {
    await reader.cancel(error).catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
}
