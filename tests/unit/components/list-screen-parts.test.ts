// The kit list screen's pure parts: the column model (shown columns, header sort state) and the one rule for a list's
// own URL params (a kept-params module such as the job runs), and the job runs' kept codec reading old links.
import { describe, expect, it } from 'vitest';
import { headerOf, shownColumns, type ListColumn } from '../../../src/components/list-screen/list-column.ts';
import { withKeptChange } from '../../../src/components/use-list-url.ts';
import { JOB_RUNS_LIST_MODULE } from '../../../src/domain/job-runs/job-runs.list.ts';

const COLUMNS: readonly ListColumn<{ id: string }, 'name'>[] = [
  { id: 'name', label: 'Name', sortKey: 'name', cell: (row) => row.id },
  { id: 'hidden', label: 'Hidden', defaultVisible: false, cell: () => '' },
  { id: 'started', label: 'Started', order: 'descending', cell: () => '' },
];

describe('the list screen column model', () => {
  it('shows the columns visible by default, in order, by their ids', () => {
    expect(shownColumns(COLUMNS).map((column) => column.id)).toEqual(['name', 'started']);
  });

  it('says the sort on the sorted column only, and a fixed order where the rows always come in it', () => {
    const [name, , started] = COLUMNS;
    expect(headerOf(name!, { key: 'name', direction: 'asc' }).ariaSort).toBe('ascending');
    expect(headerOf(name!, null).ariaSort).toBeUndefined();
    expect(headerOf(started!, { key: 'name', direction: 'asc' }).ariaSort).toBe('descending');
  });
});

describe("a list's own URL params", () => {
  it('replaces the named params, repeats a list, drops empty values and goes back to page 1', () => {
    const next = withKeptChange(new URLSearchParams('job=a&site=s&page=3&q=x'), {
      job: ['b', 'c'],
      site: null,
      state: '',
    });
    expect(next.toString()).toBe('q=x&job=b&job=c');
  });

  it('the job runs read an old shared link to the same filters, and clearing them leaves no kept param', () => {
    const { kept } = JOB_RUNS_LIST_MODULE;
    const filters = kept.read(
      new URLSearchParams('job=optimisation&state=failed&site=sub-1&from=2026-10-01&to=2026-10-02'),
    );
    expect(filters).toEqual({
      jobs: ['optimisation'],
      states: ['failed'],
      site: 'sub-1',
      dates: { start: '2026-10-01', end: '2026-10-02' },
    });
    expect(kept.count(filters)).toBe(4);
    const cleared = withKeptChange(new URLSearchParams('job=optimisation&site=sub-1&page=2'), kept.clear);
    expect(cleared.toString()).toBe('');
  });
});
