// CSV for exports that staff's spreadsheets open as they are and cannot run:
// - a UTF-8 byte-order mark first: without it Excel reads the file in the machine's ANSI code page (umlauts garbled);
// - the dialect of the browser's locale: where decimals are written with a comma (German Excel), fields are separated
//   by `;` and numbers use the decimal comma, else `,` and a decimal point — Excel splits a CSV it opens by the list
//   separator of the system's region and reads numbers by its decimal mark (`1.5` would be a date in German Excel);
// - numbers as plain decimals (no thousands separator, no exponent); instants stay ISO 8601 text;
// - RFC 4180 quoting (a cell holding the separator, a quote, CR or LF is quoted) and CRLF line ends;
// - formula-injection escaping (OWASP "CSV injection"): a text cell that begins with =, +, -, @, a tab or a carriage
//   return gets an apostrophe. Numbers are written as numbers, so a negative value stays a number; only text is
//   escaped.
import { toLocalDate } from './local-date.ts';

export type CsvCell = string | number | null | undefined;

export interface CsvDialect {
  readonly separator: ',' | ';';
  readonly decimal: '.' | ',';
}

export const COMMA_DIALECT: CsvDialect = Object.freeze({ separator: ',', decimal: '.' });
export const SEMICOLON_DIALECT: CsvDialect = Object.freeze({ separator: ';', decimal: ',' });

/** The byte-order mark every export starts with. */
export const CSV_BOM = '\uFEFF';

/**
 * THE choice of dialect: `;` and a decimal comma where `locale` (left out: the runtime's default, in the browser its
 * language, as every number on screen) writes 1.5 with a decimal comma; `,` and a decimal point everywhere else
 * (including locales with another decimal sign, and a tag Intl does not accept).
 */
export function csvDialect(locale?: string): CsvDialect {
  let decimal: string | undefined;
  try {
    decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  } catch {
    decimal = undefined;
  }
  return decimal === ',' ? SEMICOLON_DIALECT : COMMA_DIALECT;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const EXPONENT = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/;

/** A finite number as a plain decimal with a point: `String` but never with an exponent (1e-7 → 0.0000001). */
function plainNumber(value: number): string {
  const text = String(value);
  const parts = EXPONENT.exec(text);
  if (parts === null) return text;
  const [, sign = '', lead = '', fraction = '', exponentText = '0'] = parts;
  const exponent = Number(exponentText);
  const digits = lead + fraction;
  return exponent < 0
    ? `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`
    : `${sign}${digits}${'0'.repeat(Math.max(0, exponent - fraction.length))}`;
}

/** One cell: empty for null/undefined, numbers in the dialect's decimal mark, text escaped and quoted when needed. */
export function csvCell(value: CsvCell, dialect: CsvDialect = COMMA_DIALECT): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const text = plainNumber(value);
    return dialect.decimal === '.' ? text : text.replace('.', dialect.decimal);
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const needsQuotes =
    text.includes(dialect.separator) || text.includes('"') || text.includes('\r') || text.includes('\n');
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: the byte-order mark, a header row, then the rows, CRLF line ends. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect = COMMA_DIALECT,
): string {
  const line = (row: readonly CsvCell[]) => row.map((cell) => csvCell(cell, dialect)).join(dialect.separator);
  return `${CSV_BOM}${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/** An export's file name: what it is, then the local day it was made — `sites-sonnen-2026-11-01.csv`. */
export function csvFileName(what: string, now: Date): string {
  const name = what
    .trim()
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${name === '' ? 'export' : name}-${toLocalDate(now)}.csv`;
}
