import type { ApiError } from '../../../api/api-error.ts';
import type { PageAnswer, SitesCollection } from '../../../domain/sites-collection.ts';
import { withPage } from '../../../domain/sites-collection.ts';
import type { LoadAllStatus } from './sites-source.ts';

/** One provider list's loading state; every keyed action for another collection than the current one is stale. */
export interface ProviderSitesState {
  /** `<hemsId>|<query key>` of what the list asked for (the collection may be a broader complete one). */
  readonly requestKey: string;
  readonly collection: SitesCollection;
  /** Single-page answers that are not rows: a failure, or a page past the last one. */
  readonly pageProblems: ReadonlyMap<number, ApiError | 'outOfRange'>;
  readonly loadAll: {
    readonly status: LoadAllStatus;
    readonly done: number;
    readonly total: number | null;
    readonly error: ApiError | null;
  };
}

export type ProviderSitesAction =
  | { readonly type: 'reset'; readonly requestKey: string; readonly collection: SitesCollection }
  | {
      readonly type: 'pageLoaded';
      readonly key: string;
      readonly page: number;
      readonly answer: PageAnswer;
      readonly now: number;
    }
  | { readonly type: 'pageFailed'; readonly key: string; readonly page: number; readonly error: ApiError }
  | { readonly type: 'pageOutOfRange'; readonly key: string; readonly page: number }
  | { readonly type: 'retryPage'; readonly page: number }
  | { readonly type: 'loadAllStarted'; readonly key: string }
  | { readonly type: 'loadAllProgress'; readonly key: string; readonly done: number; readonly total: number }
  | { readonly type: 'loadAllDone'; readonly key: string }
  | { readonly type: 'loadAllFailed'; readonly key: string; readonly error: ApiError }
  | { readonly type: 'loadAllCancelled' }
  /** The run was stopped by the list going away (or React re-mounting it), not by the user. */
  | { readonly type: 'loadAllInterrupted' };

const IDLE = { status: 'idle', done: 0, total: null, error: null } as const;

export function initialProviderSitesState(
  requestKey: string,
  collection: SitesCollection,
): ProviderSitesState {
  return { requestKey, collection, pageProblems: new Map(), loadAll: IDLE };
}

function withoutProblem(problems: ReadonlyMap<number, ApiError | 'outOfRange'>, page: number) {
  if (!problems.has(page)) return problems;
  const next = new Map(problems);
  next.delete(page);
  return next;
}

export function providerSitesReducer(
  state: ProviderSitesState,
  action: ProviderSitesAction,
): ProviderSitesState {
  if ('key' in action && action.key !== state.collection.key) return state;
  switch (action.type) {
    case 'reset':
      return initialProviderSitesState(action.requestKey, action.collection);
    case 'pageLoaded':
      return {
        ...state,
        collection: withPage(state.collection, action.page, action.answer, action.now),
        pageProblems: withoutProblem(state.pageProblems, action.page),
      };
    case 'pageFailed':
      return { ...state, pageProblems: new Map(state.pageProblems).set(action.page, action.error) };
    case 'pageOutOfRange':
      return { ...state, pageProblems: new Map(state.pageProblems).set(action.page, 'outOfRange') };
    case 'retryPage':
      return { ...state, pageProblems: withoutProblem(state.pageProblems, action.page) };
    case 'loadAllStarted':
      return {
        ...state,
        loadAll: { status: 'running', done: 0, total: state.collection.countPages, error: null },
      };
    case 'loadAllProgress':
      if (state.loadAll.status !== 'running') return state;
      return { ...state, loadAll: { ...state.loadAll, done: action.done, total: action.total } };
    case 'loadAllDone':
      return { ...state, loadAll: IDLE };
    case 'loadAllFailed':
      return { ...state, loadAll: { ...state.loadAll, status: 'failed', error: action.error } };
    case 'loadAllCancelled':
      return state.loadAll.status === 'running'
        ? { ...state, loadAll: { ...state.loadAll, status: 'cancelled' } }
        : state;
    case 'loadAllInterrupted':
      return state.loadAll.status === 'running' ? { ...state, loadAll: IDLE } : state;
  }
}
