import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMA_DIALECT,
  csvCell,
  csvDialect,
  csvFileName,
  SEMICOLON_DIALECT,
  toCsv,
  type CsvDialect,
} from '../../../src/domain/format/csv.ts';

/** A minimal RFC 4180 reader (any one-character separator), to check what a spreadsheet would read back. */
function parseCsv(text: string, separator: string): string[][] {
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
    else if (c === separator) {
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

/** The document without its byte-order mark, which must be there. */
function body(text: string): string {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1);
}

const FORMULA_START = /^[=+\-@\t\r]/;
const DIALECTS: readonly [string, CsvDialect][] = [
  ['comma', COMMA_DIALECT],
  ['semicolon', SEMICOLON_DIALECT],
];

describe('the dialect of the browser’s locale', () => {
  it.each([
    ['en-GB', COMMA_DIALECT],
    ['en-US', COMMA_DIALECT],
    ['de-DE', SEMICOLON_DIALECT],
    ['de-AT', SEMICOLON_DIALECT],
    ['fr-FR', SEMICOLON_DIALECT],
    ['nl-NL', SEMICOLON_DIALECT],
    // Swiss German writes 1.5 with a point, so its spreadsheets read commas.
    ['de-CH', COMMA_DIALECT],
    ['ja-JP', COMMA_DIALECT],
  ])('%s → %o', (locale, dialect) => {
    expect(csvDialect(locale)).toEqual(dialect);
  });

  it('falls back to commas for a tag Intl refuses, and reads the runtime’s locale when none is named', () => {
    expect(csvDialect('not a locale!')).toEqual(COMMA_DIALECT);
    const decimal = new Intl.NumberFormat().formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
    expect(csvDialect()).toEqual(decimal === ',' ? SEMICOLON_DIALECT : COMMA_DIALECT);
  });

  it('property: the separator is never the decimal mark, and `;` goes with the decimal comma', () => {
    const locales = Intl.NumberFormat.supportedLocalesOf([
      ...[
        'en',
        'de',
        'fr',
        'it',
        'es',
        'pt',
        'nl',
        'sv',
        'da',
        'fi',
        'pl',
        'cs',
        'ru',
        'tr',
        'ar',
        'hi',
        'zh',
      ],
      ...['en-IN', 'de-LI', 'fr-CA', 'es-MX', 'pt-BR', 'ar-EG', 'fa-IR', 'th-TH', 'he-IL', 'ko-KR'],
    ]);
    fc.assert(
      fc.property(fc.constantFrom(...locales), (locale) => {
        const { separator, decimal } = csvDialect(locale);
        expect(separator).not.toBe(decimal);
        expect(separator === ';').toBe(decimal === ',');
        expect(decimal === ',').toBe(new Intl.NumberFormat(locale).format(1.5).includes(','));
      }),
    );
  });
});

describe('CSV with formula-injection escaping', () => {
  it.each(['=1+1', '+49 123', '-2', '@SUM(A1)', '\tx', '\rx'])('escapes a text cell starting %j', (text) => {
    for (const [, dialect] of DIALECTS) {
      expect(parseCsv(body(toCsv(['a'], [[text]], dialect)), dialect.separator)[1]?.[0]).toBe(`'${text}`);
    }
  });

  it('keeps numbers (also negative ones) as numbers, empties null, quotes the separator and quotes', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(toCsv(['x', 'y'], [[1, 'two']])).toBe('\uFEFFx,y\r\n1,two\r\n');
  });

  it('writes the German dialect: `;` between fields, a decimal comma, no thousands separator, ISO instants', () => {
    const text = toCsv(
      ['Time', 'PV (kW)', 'Note'],
      [
        ['2026-10-30T23:05:00Z', 1234.5, 'a, b'],
        ['2026-10-30T23:10:00Z', -0.25, 'x;y'],
        ['2026-10-30T23:15:00Z', 1e21, null],
        ['2026-10-30T23:20:00Z', 1.5e-7, 'Müller'],
      ],
      SEMICOLON_DIALECT,
    );
    expect(text).toBe(
      '\uFEFFTime;PV (kW);Note\r\n' +
        '2026-10-30T23:05:00Z;1234,5;a, b\r\n' +
        '2026-10-30T23:10:00Z;-0,25;"x;y"\r\n' +
        '2026-10-30T23:15:00Z;1000000000000000000000;\r\n' +
        '2026-10-30T23:20:00Z;0,00000015;Müller\r\n',
    );
    // The comma dialect quotes the comma instead of the semicolon.
    expect(csvCell('a, b', COMMA_DIALECT)).toBe('"a, b"');
    expect(csvCell('x;y', COMMA_DIALECT)).toBe('x;y');
    expect(csvCell(1234.5, COMMA_DIALECT)).toBe('1234.5');
  });

  it.each(DIALECTS)(
    'property (%s): every cell reads back — text as written (one apostrophe before a formula start), numbers exactly',
    (_name, dialect) => {
      const cell = fc.oneof(
        fc.string(),
        // The characters that matter to a CSV reader, umlauts and the euro sign among them.
        fc.string({
          unit: fc.constantFrom(
            'a',
            'ü',
            'ß',
            '€',
            '\n',
            '\r',
            '\t',
            '"',
            ',',
            ';',
            '=',
            '-',
            '+',
            '@',
            "'",
            ' ',
            '1',
            '.',
          ),
        }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer(),
      );
      fc.assert(
        fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 8 }), (rows) => {
          const width = Math.max(1, ...rows.map((r) => r.length));
          const header = Array.from({ length: width }, (_, i) => `c${i}`);
          const padded = rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
          const text = toCsv(header, padded, dialect);
          expect(text.endsWith('\r\n')).toBe(true);
          const back = parseCsv(body(text), dialect.separator);
          const number = dialect.decimal === ',' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
          // What each cell must read back as: text as written (an apostrophe before a formula start); a number as a
          // plain decimal in the dialect's mark (no grouping, no exponent) of exactly its value.
          const expected = [
            header,
            ...padded.map((r) =>
              r.map((written) =>
                typeof written === 'number'
                  ? { number: written === 0 ? 0 : written }
                  : FORMULA_START.test(written)
                    ? `'${written}`
                    : written,
              ),
            ),
          ];
          const read = back.map((r, i) =>
            i === 0
              ? r
              : r.map((cell, j) =>
                  typeof padded[i - 1]?.[j] === 'number' && number.test(cell)
                    ? { number: Number(cell.replace(dialect.decimal, '.')) }
                    : cell,
                ),
          );
          expect(read).toEqual(expected);
          // After escaping, no text cell starts a formula: only a number may start with '-'.
          const formulas = back
            .slice(1)
            .flatMap((r, i) =>
              r.filter((cell, j) => typeof padded[i]?.[j] !== 'number' && FORMULA_START.test(cell)),
            );
          expect(formulas).toEqual([]);
        }),
        { numRuns: 150 },
      );
    },
  );
});

describe('the file name', () => {
  it('names the list and the local day of the export', () => {
    const day = new Date(2026, 10, 1, 23, 30);
    expect(csvFileName('sites-HEMS provider sonnen', day)).toBe('sites-HEMS-provider-sonnen-2026-11-01.csv');
    expect(csvFileName('site-problems', day)).toBe('site-problems-2026-11-01.csv');
    expect(csvFileName(' / ', day)).toBe('export-2026-11-01.csv');
  });
});
