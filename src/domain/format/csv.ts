// CSV for exports that staff's spreadsheets open as they are and cannot run:
// - a UTF-8 byte-order mark first: without it Excel reads the file in the machine's ANSI code page (umlauts garbled);
// - the dialect of the person's regional format (src/domain/format/active-format.ts): where it writes decimals with a
//   comma (de-DE, German Excel), fields are separated by `;` and numbers use the decimal comma, else `,` and a
//   decimal point — Excel splits a CSV it opens by the list separator of the system's region and reads numbers by its
//   decimal mark (`1.5` would be a date in German Excel);
// - numbers as plain decimals (no thousands separator, no exponent); instants as the screen shows them, as local date
//   and time in the list's zone (`31.10.2026 23:30:00` in German), the zone named in the column's header;
// - RFC 4180 quoting (a cell holding the separator, a quote, CR or LF is quoted) and CRLF line ends;
// - formula-injection escaping (OWASP "CSV injection"): a text cell that begins with =, +, -, @, a tab or a carriage
//   return gets an apostrophe. Numbers are written as numbers, so a negative value stays a number; only text is
//   escaped.
import { formatLocale } from './active-format.ts';
import { toLocalDate } from './local-date.ts';
import { formatSpreadsheetInstant } from './locale-format.ts';

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
 * THE choice of dialect: `;` and a decimal comma where `locale` (left out: the person's chosen regional format, as
 * every number on screen) writes 1.5 with a decimal comma; `,` and a decimal point everywhere else (including
 * locales with another decimal sign, and a tag Intl does not accept).
 */
export function csvDialect(locale?: string): CsvDialect {
  let decimal: string | undefined;
  try {
    decimal = new Intl.NumberFormat(formatLocale(locale))
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value;
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

/** The zone this browser shows local times in: the zone of a list's instants on screen, and so in its file. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An instant's cell (an ISO 8601 text, as the answers carry them) as the screen shows it: local date and time in
 * `timeZone`, in the chosen format's day order (`31.10.2026 23:30:00` de-DE, `31/10/2026 23:30:00` en-GB,
 * `10/31/2026 23:30:00` en-US). An empty or unreadable cell stays as it came.
 */
export function csvInstant(value: CsvCell, timeZone: string, locale?: string): CsvCell {
  if (typeof value !== 'string' || value === '') return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatSpreadsheetInstant(date, timeZone, locale);
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

/**
 * The rows of a CSV document in the comma dialect (RFC 4180: quoted cells may hold commas, quotes doubled, CR and
 * LF), its byte-order mark and last line end taken off: what a server's file holds, to be written again in the
 * person's dialect. Cells stay text, as they came (a formula-escaping apostrophe included).
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export interface CsvRewrite {
  /** The header row to write instead of the file's (same columns, the person's words); the file's when left out. */
  readonly header?: readonly string[];
  /** The columns (by position) holding instants: written as `csvInstant` writes them, in `timeZone`. */
  readonly instantColumns?: readonly number[];
  readonly timeZone: string;
  readonly dialect: CsvDialect;
}

/**
 * A server's comma-separated file written again as the screen's exports are: the person's dialect, instants as local
 * date and time in `timeZone`, the header in their language. Its cells are the server's, none added or joined.
 */
export function rewriteCsv(text: string, how: CsvRewrite): string {
  const [fileHeader = [], ...rows] = parseCsv(text);
  const instants = new Set(how.instantColumns ?? []);
  const cells = rows.map((row) =>
    row.map((cell, index) => (instants.has(index) ? csvInstant(cell, how.timeZone) : cell)),
  );
  return toCsv(how.header ?? fileHeader, cells, how.dialect);
}
