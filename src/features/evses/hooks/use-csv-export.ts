import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../../../api/api-error.ts';
import { asApiError } from '../../../api/query-client.ts';
import { downloadFile } from '../../../components/download-file.ts';
import { toCsv, type CsvCell } from '../../../domain/csv.ts';

/** At most this many rows go into one export (issue #20: "capped at 10,000 rows and saying so"). */
export const CSV_EXPORT_CAP = 10_000;

/** One page of what is exported, and how to ask for the next (undefined: this was the last). */
export interface ExportPage<C> {
  readonly rows: readonly (readonly CsvCell[])[];
  readonly next: C | undefined;
}

export type CsvExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly rows: number }
  | { readonly status: 'done'; readonly rows: number; readonly capped: boolean }
  | { readonly status: 'error'; readonly rows: number; readonly error: ApiError };

export interface CsvExport {
  readonly state: CsvExportState;
  readonly start: () => void;
  readonly cancel: () => void;
}

/**
 * Walks every page of what the filter matches (fetchPage from the first cursor on), with progress, and saves them as
 * one CSV; stops at {@link CSV_EXPORT_CAP} rows and says so. A cancelled run saves nothing.
 */
export function useCsvExport<C>(
  filename: string,
  header: readonly string[],
  fetchPage: (cursor: C | undefined) => Promise<ExportPage<C>>,
): CsvExport {
  const [state, setState] = useState<CsvExportState>({ status: 'idle' });
  const run = useRef(0);
  const start = useCallback(() => {
    const id = (run.current += 1);
    const live = () => run.current === id;
    void (async () => {
      const rows: (readonly CsvCell[])[] = [];
      let cursor: C | undefined;
      setState({ status: 'running', rows: 0 });
      try {
        for (;;) {
          const page = await fetchPage(cursor);
          if (!live()) return;
          rows.push(...page.rows);
          setState({ status: 'running', rows: Math.min(rows.length, CSV_EXPORT_CAP) });
          cursor = page.next;
          if (cursor === undefined || rows.length >= CSV_EXPORT_CAP) break;
        }
        const capped = rows.length > CSV_EXPORT_CAP || cursor !== undefined;
        const kept = rows.slice(0, CSV_EXPORT_CAP);
        downloadFile(filename, toCsv(header, kept));
        setState({ status: 'done', rows: kept.length, capped });
      } catch (error) {
        if (live()) setState({ status: 'error', rows: rows.length, error: asApiError(error) });
      }
    })();
  }, [filename, header, fetchPage]);
  const cancel = useCallback(() => {
    run.current += 1;
    setState({ status: 'idle' });
  }, []);
  return { state, start, cancel };
}
