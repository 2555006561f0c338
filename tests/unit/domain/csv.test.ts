import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../src/domain/csv.ts';

/** A minimal RFC 4180 reader, to check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

describe('CSV with formula-injection escaping', () => {
  it.each(['=1+1', '+49 123', '-2', '@SUM(A1)', '\tx', '\rx'])('escapes a text cell starting %j', (text) => {
    expect(parseCsv(toCsv(['a'], [[text]]))[1]?.[0]).toBe(`'${text}`);
  });

  it('keeps numbers (also negative ones) as numbers, empties null, quotes commas and quotes', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(toCsv(['x', 'y'], [[1, 'two']])).toBe('x,y\r\n1,two\r\n');
  });

  it('property: every text cell reads back as written, or with one apostrophe before a formula start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { maxLength: 8 }),
        (rows) => {
          const width = Math.max(1, ...rows.map((r) => r.length));
          const header = Array.from({ length: width }, (_, i) => `c${i}`);
          const padded = rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
          const back = parseCsv(toCsv(header, padded));
          expect(back).toHaveLength(padded.length + 1);
          padded.forEach((r, i) =>
            r.forEach((cell, j) => {
              const read = back[i + 1]?.[j] ?? '';
              expect(read).toBe(/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
              expect(/^[=+\-@\t\r]/.test(read)).toBe(false);
            }),
          );
        },
      ),
    );
  });
});
