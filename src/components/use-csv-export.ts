import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../api/api-error.ts';
import { asApiError } from '../api/query-client.ts';
import { downloadFile } from './download-file.ts';
import { csvDialect, csvFileName, toCsv, type CsvCell } from '../domain/csv.ts';

/** At most this many rows go into one export (issue #20: "capped at 10,000 rows and saying so"; issue #30 item 7). */
export const CSV_EXPORT_CAP = 10_000;

/** A column of an export: its header (as the list names it) and the cell of a row. */
export interface CsvColumn<R> {
  readonly header: string;
  readonly cell: (row: R) => CsvCell;
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
}

export type CsvExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly rows: number; readonly total: number | null }
  /** `capped`: more rows matched than the cap, so the file holds only the rows of the first `cap` walked. */
  | { readonly status: 'done'; readonly rows: number; readonly capped: boolean; readonly cap: number }
  | { readonly status: 'cancelled'; readonly rows: number }
  | { readonly status: 'error'; readonly rows: number; readonly error: ApiError };

export interface CsvExport {
  readonly state: CsvExportState;
  readonly start: () => void;
  readonly cancel: () => void;
}

/**
 * THE export of a list to CSV (every list's "Export CSV"): walks every page of what the filters match from the first
 * cursor on, with progress, applies the list's client-side steps, and saves one CSV in the dialect of the browser's
 * locale (src/domain/csv.ts). Stops walking at the cap and says so. A cancelled or failed run saves nothing, and
 * leaving the screen cancels it.
 */
export function useCsvExport<R, C>(options: CsvExportOptions<R, C>): CsvExport {
  const [state, setState] = useState<CsvExportState>({ status: 'idle' });
  const run = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => () => run.current?.abort(), []);

  const start = useCallback(() => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    // The export is of what the list showed when it was asked for, even if the list changes meanwhile.
    const { name, columns, fetchPage, select, cap = CSV_EXPORT_CAP } = latest.current;
    const live = () => !controller.signal.aborted;
    void (async () => {
      const rows: R[] = [];
      let cursor: C | undefined;
      let total: number | null = null;
      setState({ status: 'running', rows: 0, total: null });
      try {
        for (;;) {
          const page = await fetchPage(cursor, controller.signal);
          if (!live()) return;
          rows.push(...page.rows);
          if (typeof page.total === 'number') total = Math.min(page.total, cap);
          cursor = page.next;
          setState({ status: 'running', rows: Math.min(rows.length, cap), total });
          if (cursor === undefined || rows.length >= cap) break;
        }
        const capped = rows.length > cap || cursor !== undefined;
        const walked = rows.slice(0, cap);
        const kept = (select === undefined ? walked : select(walked)).slice(0, cap);
        const text = toCsv(
          columns.map((column) => column.header),
          kept.map((row) => columns.map((column) => column.cell(row))),
          csvDialect(),
        );
        downloadFile(csvFileName(name, new Date()), text);
        setState({ status: 'done', rows: kept.length, capped, cap });
      } catch (error) {
        if (live()) setState({ status: 'error', rows: rows.length, error: asApiError(error) });
      } finally {
        if (run.current === controller) run.current = null;
      }
    })();
  }, []);

  const cancel = useCallback(() => {
    const controller = run.current;
    if (controller === null) return;
    controller.abort();
    run.current = null;
    setState((current) => ({
      status: 'cancelled',
      rows: current.status === 'running' ? current.rows : 0,
    }));
  }, []);

  return { state, start, cancel };
}

/** A list whose every matching row is already loaded (one call answers the whole list): one page of them. */
export function loadedRows<R>(rows: readonly R[]): () => Promise<ExportPage<R, never>> {
  return () => Promise.resolve({ rows, next: undefined, total: rows.length });
}
