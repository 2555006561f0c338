// CSV for exports (RFC 4180 with CRLF) that a spreadsheet cannot run: a text cell that begins with =, +, -, @, a tab
// or a carriage return is prefixed with an apostrophe (OWASP "CSV injection"). Numbers are written as numbers, so a
// negative value stays a number; only text is escaped.

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: empty for null/undefined, numbers as they are, text escaped and quoted when it needs it. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: a header row, then the rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
