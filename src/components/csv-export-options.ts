import type { CsvCell } from '../domain/format/csv.ts';

// What a list hands to its "Export CSV" (csv-export-button.tsx). Apart from these few lines, the export (the walk,
// the writer, the download) loads when it is first asked for, so no list route pays for it up front.

/** At most this many rows go into one export ("capped at 10,000 rows and saying so"). */
export const CSV_EXPORT_CAP = 10_000;

/** A column of an export: its header (as the list names it) and the cell of a row. */
export interface CsvColumn<R> {
  /**
   * The header, in the person's language: a function reads its words (the `csv` catalogue area) when the file is
   * written, after they have loaded and in the language shown then.
   */
  readonly header: string | (() => string);
  readonly cell: (row: R) => CsvCell;
  /**
   * The cells are instants (ISO 8601 texts): written as local date and time in the export's zone, as the screen
   * shows them, with the zone named in the header (`Created (Europe/Berlin)`).
   */
  readonly instant?: boolean;
}

/** One page of what is exported, and how to ask for the next (undefined: this was the last). */
export interface ExportPage<R, C> {
  readonly rows: readonly R[];
  readonly next: C | undefined;
  /** How many rows the whole walk holds, when the answer says (a list's `countTotal`): progress "312 of 1,204". */
  readonly total?: number | null;
}

export interface CsvExportOptions<R, C> {
  /** What the file holds, for its name: 'sites-sonnen' → `sites-sonnen-2026-11-01.csv` (the local day of the export). */
  readonly name: string;
  readonly columns: readonly CsvColumn<R>[];
  /** One page from the cursor (undefined: the first); `signal` is aborted when the export is cancelled. */
  readonly fetchPage: (cursor: C | undefined, signal: AbortSignal) => Promise<ExportPage<R, C>>;
  /**
   * The list's own steps on every row walked, before writing (search, filters and order the server cannot apply):
   * the file then holds what the list shows.
   */
  readonly select?: (rows: readonly R[]) => readonly R[];
  /** Rows walked at most; default {@link CSV_EXPORT_CAP}. */
  readonly cap?: number;
  /** The zone of the instant columns: the list's (a site's own); by default this browser's, as the screen shows. */
  readonly timeZone?: string;
}

export interface CsvExportButtonProps<R, C> extends CsvExportOptions<R, C> {
  /** For the messages: 'the sites', 'the history log'. */
  readonly what: string;
  /** Off while the list has nothing to export yet (loading, failed). */
  readonly disabled?: boolean;
}

/** A list whose every matching row is already loaded (one call answers the whole list): one page of them. */
export function loadedRows<R>(rows: readonly R[]): () => Promise<ExportPage<R, never>> {
  return () => Promise.resolve({ rows, next: undefined, total: rows.length });
}
