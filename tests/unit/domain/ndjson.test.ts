// The NDJSON decoder and reader (src/domain/shared/ndjson.ts): any chunking of the bytes gives the same values, a bad
// line is a clear error naming its line, and the reader yields between slices of work.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createNdjsonDecoder,
  ndjsonLine,
  NdjsonError,
  readNdjson,
} from '../../../src/domain/shared/ndjson.ts';

const encoder = new TextEncoder();

/** The bytes cut at the given offsets (sorted, deduplicated, within the bytes). */
function cut(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  const at = [...new Set(offsets.map((offset) => offset % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const offset of [...at, bytes.length]) {
    chunks.push(bytes.slice(from, offset));
    from = offset;
  }
  return chunks;
}

function decodeAll(chunks: readonly Uint8Array[]): unknown[] {
  const decoder = createNdjsonDecoder();
  const values: unknown[] = [];
  for (const chunk of chunks) {
    decoder.push(chunk);
    values.push(...decoder.take(Infinity));
  }
  decoder.end();
  values.push(...decoder.take(Infinity));
  return values;
}

const streamOf = (chunks: readonly Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

// Values with multi-byte characters (split across chunks), escapes and nesting.
const value = fc.oneof(
  fc.record({ countTotal: fc.nat() }),
  fc.record({
    name: fc.string({ unit: 'grapheme' }),
    text: fc.constantFrom('Zürich Straße', '電力 ゲートウェイ', '👩‍🔧', 'a\nb', '"quoted"', ''),
    n: fc.integer(),
    flags: fc.array(fc.boolean(), { maxLength: 3 }),
    nested: fc.option(fc.record({ x: fc.double({ noNaN: true, noDefaultInfinity: true }) }), { nil: null }),
  }),
);

describe('NDJSON decoder', () => {
  it('gives the same values for any chunking of the bytes', () => {
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.boolean(),
        (values, offsets, finalNewline) => {
          const text = values.map(ndjsonLine).join('');
          const bytes = encoder.encode(finalNewline ? text : text.replace(/\n$/, ''));
          const expected = JSON.parse(JSON.stringify(values)) as unknown[];
          expect(decodeAll([bytes])).toEqual(expected);
          expect(decodeAll(cut(bytes, offsets))).toEqual(expected);
          // Byte by byte: every UTF-8 character split.
          expect(decodeAll(Array.from(bytes, (byte) => Uint8Array.of(byte)))).toEqual(expected);
        },
      ),
    );
  });

  it('reads CRLF line ends as line ends', () => {
    expect(decodeAll([encoder.encode('{"a":1}\r\n{"a":2}\r\n')])).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('a bad line is an NdjsonError naming its line', () => {
    const bytes = encoder.encode('{"countTotal":2}\n{"a":1}\n{"a":\n');
    let caught: unknown;
    try {
      decodeAll([bytes]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(NdjsonError);
    expect((caught as NdjsonError).line).toBe(3);
    expect((caught as Error).message).toMatch(/^Line 3 of the stream is not valid JSON: /);
  });

  it('an empty line in the middle is an error, and bytes that are not UTF-8 are one', () => {
    expect(() => decodeAll([encoder.encode('{"a":1}\n\n{"a":2}\n')])).toThrow(/Line 2 .*empty/);
    expect(() => decodeAll([Uint8Array.of(0x7b, 0xff, 0x7d, 0x0a)])).toThrow(/not UTF-8/);
  });

  it('a last character cut off by the end of the stream is an error', () => {
    const bytes = encoder.encode('{"a":"ü"}');
    expect(() => decodeAll([bytes.slice(0, bytes.length - 3)])).toThrow(NdjsonError);
  });
});

describe('NDJSON reader', () => {
  it('gives every value in order and yields whenever a slice took its time', async () => {
    const values = Array.from({ length: 1_000 }, (_, n) => ({ n }));
    const bytes = encoder.encode(values.map(ndjsonLine).join(''));
    let clock = 0;
    const yieldedAt: number[] = [0];
    const seen: unknown[] = [];
    await readNdjson(streamOf(cut(bytes, [7, 500, 4_000])), {
      onValues: (batch) => {
        seen.push(...batch);
        clock += batch.length / 20; // 50 µs per value: 50 ms in all
      },
      now: () => clock,
      yieldNow: () => {
        yieldedAt.push(clock);
        return Promise.resolve();
      },
    });
    expect(seen).toEqual(values);
    const slices = yieldedAt.slice(1).map((at, index) => at - (yieldedAt[index] ?? 0));
    // 50 ms of work in slices of about 8 ms: each slice ends within one batch of values (64 × 50 µs) past 8 ms.
    expect(slices.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...slices)).toBeLessThanOrEqual(8 + 3.2);
  });

  it('stops at an aborted signal and cancels the stream', async () => {
    const abort = new AbortController();
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode(ndjsonLine({ n: 1 })));
      },
      cancel() {
        cancelled = true;
      },
    });
    let count = 0;
    const run = readNdjson(stream, {
      signal: abort.signal,
      yieldNow: () => Promise.resolve(),
      onValues: (batch) => {
        count += batch.length;
        if (count >= 3) abort.abort();
      },
    });
    await expect(run).rejects.toThrow(/abort/i);
    expect(cancelled).toBe(true);
  });

  it('rejects with the NdjsonError of a bad line', async () => {
    const run = readNdjson(streamOf([encoder.encode('{"a":1}\nnot json\n')]), {
      onValues: () => undefined,
      yieldNow: () => Promise.resolve(),
    });
    await expect(run).rejects.toBeInstanceOf(NdjsonError);
  });
});
