import type { ApiError } from '../../../api/api-error.ts';
import type { PageAnswer } from '../../../domain/sites/sites-collection.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';

export type LoadAllStatus = 'idle' | 'running' | 'cancelled' | 'failed';

/** Where a "load every page" run stands: progress = pages done / total. */
export interface LoadAllState {
  readonly status: LoadAllStatus;
  readonly done: number;
  /** Null until the number of pages is known. */
  readonly total: number | null;
  readonly error: ApiError | null;
}

export const IDLE_LOAD_ALL: LoadAllState = Object.freeze({
  status: 'idle',
  done: 0,
  total: null,
  error: null,
});

/** The "load every page" run of a list, with its controls. */
export interface LoadAllView extends LoadAllState {
  readonly start: () => void;
  readonly cancel: () => void;
}

/** What a sites list shows, whoever loads it (one provider page by page, or a fleet across providers). */
export interface SitesSource {
  readonly status: 'loading' | 'ready' | 'error';
  readonly error: ApiError | null;
  /** While a page is asked again after a failed attempt (a 429 waits first): that attempt's error; else null. */
  readonly retrying: ApiError | null;
  /** Asks again for what failed. */
  readonly retry: () => void;
  /** Forgets what is loaded and loads it again. */
  readonly refresh: () => void;
  /** A request of this list is under way. */
  readonly refreshing: boolean;
  /** When the oldest of the rows on screen arrived (ms since epoch); 0 while there are none. */
  readonly updatedAt: number;
  /** The rows the list searches, filters and sorts: every row when complete, else the shown server page. */
  readonly rows: readonly SiteListRow[];
  /** Every page is loaded: the list pages its own result. Otherwise it shows server pages. */
  readonly complete: boolean;
  readonly serverPage: number;
  readonly countPages: number | null;
  readonly countTotal: number | null;
  /** The asked server page lies past the last one. */
  readonly outOfRange: boolean;
  readonly loadAll: LoadAllView;
  /**
   * One server page of the list's query, asked afresh and kept out of the cache (an export walks them without
   * changing what the list shows); null where every page is always loaded (`complete`).
   */
  readonly exportPage: ((page: number, signal: AbortSignal) => Promise<PageAnswer>) | null;
}
