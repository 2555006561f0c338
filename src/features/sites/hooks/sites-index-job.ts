import {
  searchKeySteps,
  siteNumberSteps,
  SitesIndex,
  sortRankSteps,
} from '../../../domain/sites/sites-index.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';
import { SITE_SORT_KEYS, type SiteSortKey } from '../../../domain/sites/sites-sort.ts';
import { yieldToBrowser } from '../api/yield-to-browser.ts';

/*
 * The indexes of a complete collection are built in slices of the main thread after it arrived (the search keys
 * and site numbers first, then every sort key's ranks, the one asked for ahead of the others), so no slice is a long
 * task and an interaction waits for at most one slice. One job per rows array: a list that mounts again over the
 * same cached collection finds its indexes built.
 */

/** The User Timing mark set when a collection's indexes are all built. */
export const SITES_INDEXED_MARK = 'sites-indexed';

/** How long one slice may run before the browser gets the thread back (input, paint). */
const SLICE_MS = 8;

type Work =
  | { readonly kind: 'search' }
  | { readonly kind: 'sites' }
  | { readonly kind: 'rank'; readonly key: SiteSortKey };

export class SitesIndexJob {
  readonly index: SitesIndex;
  private readonly listeners = new Set<() => void>();
  private readonly queue: Work[];
  private running = false;
  private current: { readonly work: Work; readonly steps: Generator<undefined, unknown> } | null = null;
  /** Grows whenever a sort key's ranks arrive (the hook re-renders on it). */
  version = 0;

  constructor(rows: readonly SiteListRow[]) {
    this.index = new SitesIndex(rows);
    this.queue = [
      { kind: 'search' },
      { kind: 'sites' },
      ...SITE_SORT_KEYS.map((key) => ({ kind: 'rank' as const, key })),
    ];
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.start();
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getVersion = (): number => this.version;

  /** Builds the ranks of `key` next (after the slice under way). */
  prioritise(key: SiteSortKey): void {
    if (this.index.hasRanks(key)) return;
    const at = this.queue.findIndex((work) => work.kind === 'rank' && work.key === key);
    if (at > 0) this.queue.unshift(...this.queue.splice(at, 1));
    this.start();
  }

  private start(): void {
    if (this.running || (this.queue.length === 0 && this.current === null)) return;
    this.running = true;
    void this.run();
  }

  private async run(): Promise<void> {
    try {
      for (;;) {
        await yieldToBrowser();
        const started = performance.now();
        while (performance.now() - started < SLICE_MS) {
          if (this.current === null) {
            const work = this.nextWork();
            if (work === undefined) {
              // A mark in the page's timeline (the benches wait for it): every index of the collection is built.
              performance.mark?.(SITES_INDEXED_MARK, { detail: { rows: this.index.rows.length } });
              return;
            }
            this.current = { work, steps: this.stepsOf(work) };
          }
          const next = this.current.steps.next();
          if (next.done === true) {
            this.finish(this.current.work, next.value);
            this.current = null;
          }
        }
      }
    } finally {
      this.running = false;
    }
  }

  private nextWork(): Work | undefined {
    for (;;) {
      const work = this.queue.shift();
      if (work === undefined) return undefined;
      // Whatever an interaction needed at once was built then: skip it here.
      if (work.kind === 'search' && this.index.hasSearchKeys()) continue;
      if (work.kind === 'sites' && this.index.hasSiteNumbers()) continue;
      if (work.kind === 'rank' && this.index.hasRanks(work.key)) continue;
      return work;
    }
  }

  private stepsOf(work: Work): Generator<undefined, unknown> {
    const rows = this.index.rows;
    if (work.kind === 'search') return searchKeySteps(rows);
    if (work.kind === 'sites') return siteNumberSteps(rows);
    return sortRankSteps(rows, work.key);
  }

  private finish(work: Work, value: unknown): void {
    if (work.kind === 'search') this.index.setSearchKeys(value as Parameters<SitesIndex['setSearchKeys']>[0]);
    else if (work.kind === 'sites') this.index.setSiteNumbers(value as Int32Array);
    else {
      this.index.setRanks(work.key, value as Parameters<SitesIndex['setRanks']>[1]);
      this.version += 1;
      for (const listener of [...this.listeners]) listener();
    }
  }
}

const jobs = new WeakMap<readonly SiteListRow[], SitesIndexJob>();
/** The last few jobs, for rows that arrive in a new array holding the same rows (a narrower query of the list). */
const recent: WeakRef<SitesIndexJob>[] = [];
const RECENT_JOBS = 4;

const sameRows = (a: readonly SiteListRow[], b: readonly SiteListRow[]) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * The index job of `rows`: one per array, and one for every array of the same rows in the same order (a narrower
 * query is answered by the complete collection it narrows, as a new array of the same rows: its indexes hold).
 */
export function sitesIndexJob(rows: readonly SiteListRow[]): SitesIndexJob {
  let job = jobs.get(rows);
  if (job !== undefined) return job;
  job = recent
    .map((ref) => ref.deref())
    .find((known) => known !== undefined && sameRows(known.index.rows, rows));
  if (job === undefined) {
    job = new SitesIndexJob(rows);
    recent.unshift(new WeakRef(job));
    recent.length = Math.min(recent.length, RECENT_JOBS);
  }
  jobs.set(rows, job);
  return job;
}
