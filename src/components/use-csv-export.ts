import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, noResponseError, type ApiError } from '../api/api-error.ts';
import { browserTimeZone, csvDialect, csvFileName, csvInstant, toCsv } from '../domain/format/csv.ts';
import { t } from '../i18n/i18n.ts';
import { CSV_EXPORT_CAP, type CsvColumn, type CsvExportOptions } from './csv-export-options.ts';
import { downloadFile } from './download-file.ts';

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

/** A column's header in the language shown; an instant column's names its zone: `Created (Europe/Berlin)`. */
export function csvHeader<R>(column: CsvColumn<R>, timeZone: string): string {
  const header = typeof column.header === 'string' ? column.header : column.header();
  return column.instant === true ? t('csv.zonedHeader', { header, zone: timeZone }) : header;
}

/** The header row and the rows of `rows`, instants written in `timeZone`. */
export function csvTable<R>(
  columns: readonly CsvColumn<R>[],
  rows: readonly R[],
  timeZone: string,
): { header: string[]; cells: ReturnType<CsvColumn<R>['cell']>[][] } {
  return {
    header: columns.map((column) => csvHeader(column, timeZone)),
    cells: rows.map((row) =>
      columns.map((column) =>
        column.instant === true ? csvInstant(column.cell(row), timeZone) : column.cell(row),
      ),
    ),
  };
}

/**
 * THE export of a list to CSV (every list's "Export CSV"): walks every page of what the filters match from the first
 * cursor on, with progress, applies the list's client-side steps, and saves one CSV in the dialect of the person's
 * regional format, its instants in the list's zone and its headers in their language (src/domain/format/csv.ts).
 * Stops walking at the cap and says so. A cancelled or failed run saves nothing, and leaving the screen cancels it.
 * `startOnMount`: the first run starts as the hook mounts (the button that loaded it was clicked).
 */
export function useCsvExport<R, C>(options: CsvExportOptions<R, C>, startOnMount = false): CsvExport {
  const [state, setState] = useState<CsvExportState>({ status: 'idle' });
  const run = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const start = useCallback(() => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    // The export is of what the list showed when it was asked for, even if the list changes meanwhile.
    const { name, columns, fetchPage, select, cap = CSV_EXPORT_CAP, timeZone } = latest.current;
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
        const table = csvTable(columns, kept, timeZone ?? browserTimeZone());
        const text = toCsv(table.header, table.cells, csvDialect());
        downloadFile(csvFileName(name, new Date()), text);
        setState({ status: 'done', rows: kept.length, capped, cap });
      } catch (error) {
        if (live()) {
          // As the cache's asApiError, without bringing the query client into the export's chunk.
          const apiError = isApiError(error) ? error : noResponseError(error);
          setState({ status: 'error', rows: rows.length, error: apiError });
        }
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

  // Read once: whether the first run starts with the mount. Leaving the screen stops a run (StrictMode's replayed
  // mount in development stops the first run and starts another).
  const autoStart = useRef(startOnMount);
  useEffect(() => {
    if (autoStart.current) start();
    return () => {
      run.current?.abort();
      run.current = null;
    };
  }, [start]);

  return { state, start, cancel };
}
