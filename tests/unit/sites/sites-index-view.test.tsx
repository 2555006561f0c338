// The list's view over a complete collection answered by its indexes (useSitesView from INDEXED_FROM rows): the
// same rows as the engine's, an order shown once its ranks are built in slices (the order shown before until
// then), and one index for every array of the same rows.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_STATE } from '../../../src/domain/filters/filter-state.ts';
import type { SiteListRow } from '../../../src/domain/sites/sites-row.ts';
import type { SiteSort } from '../../../src/domain/sites/sites-sort.ts';
import type { SiteFilters } from '../../../src/domain/sites/sites.list.ts';
import { sitesIndexJob } from '../../../src/features/sites/hooks/sites-index-job.ts';
import { matchingSites, useSitesView } from '../../../src/features/sites/hooks/use-sites-view.ts';

const NOW = Date.parse('2026-10-31T12:00:00Z');

function site(n: number): SiteListRow {
  const hex = n.toString(16).padStart(12, '0');
  return {
    subscription: `0000000a-0000-4000-8000-${hex}`,
    siteUuid: `0000000b-0000-4000-8000-${hex}`,
    activationDate: n % 4 === 0 ? null : `2026-03-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00Z`,
    gatewayId: `GW-${(n * 7919) % 1000}`,
    online: n % 2 === 0,
    status: (['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'] as const)[n % 3] ?? 'ACTIVE',
    userReference: `CUST-${(n * 104_729) % 3001}`,
    fleets: [],
    fleetsStr: 'not linked to fleet',
    created: `2026-02-${String(1 + (n % 28)).padStart(2, '0')}T08:00:00Z`,
    timestamp: `2026-10-31T${String(n % 24).padStart(2, '0')}:00:00Z`,
    hasPv: n % 3 === 0,
    hasBattery: false,
    hasEvse: n % 5 === 0,
    hasHp: false,
    tradingEnabledSupply: false,
    tradingEnabledFeedIn: false,
    readyForForecastingLabel: 'READY',
    readyForOptimizationLabel: 'READY',
    readyForTradingLabel: 'READY',
    health: { overall: 'good', iot: 'good', vpp: 'good' },
  };
}

interface Props {
  readonly rows: readonly SiteListRow[];
  readonly filters: SiteFilters;
  readonly text: string;
  readonly sort: SiteSort | null;
  readonly page: number;
}

const view = (props: Props) =>
  renderHook((p: Props) => useSitesView(p.rows, p.filters, p.text, p.sort, p.page, true, NOW, 100), {
    initialProps: props,
  });

describe('the sites view over indexes', () => {
  const rows = Array.from({ length: 600 }, (_, n) => site(n + 1));
  const pv: SiteFilters = { ...EMPTY_FILTER_STATE, siteAttributes: ['hasPv'] };

  it('shows what the engine shows, page by page, and the asked order once its ranks are built', async () => {
    const sort: SiteSort = { key: 'userReference', direction: 'desc' };
    const { result, rerender } = view({ rows, filters: pv, text: '1', sort: null, page: 1 });
    const unsorted = matchingSites(rows, pv, '1', null, NOW);
    expect(result.current.matching).toEqual(unsorted);
    expect(result.current.visible).toEqual(unsorted.slice(0, 50));

    rerender({ rows, filters: pv, text: '1', sort, page: 2 });
    await waitFor(() => expect(result.current.sorting).toBe(false));
    const sorted = matchingSites(rows, pv, '1', sort, NOW);
    expect(sorted.length).toBeGreaterThan(100);
    expect(result.current.matching).toEqual(sorted);
    expect(result.current.visible).toEqual(sorted.slice(50, 100));
    expect(result.current.page).toBe(2);
    expect(result.current.pageCount).toBe(Math.max(1, Math.ceil(sorted.length / 50)));
  });

  it('keeps the order shown before while the asked one is built', async () => {
    const fresh = Array.from({ length: 400 }, (_, n) => site(n + 1000));
    const gateway: SiteSort = { key: 'gatewayId', direction: 'asc' };
    const { result, rerender } = view({
      rows: fresh,
      filters: EMPTY_FILTER_STATE,
      text: '',
      sort: null,
      page: 1,
    });
    const first = result.current.matching;
    rerender({ rows: fresh, filters: EMPTY_FILTER_STATE, text: '', sort: gateway, page: 1 });
    if (result.current.sorting) expect(result.current.matching).toEqual(first);
    await waitFor(() => expect(result.current.sorting).toBe(false));
    expect(result.current.matching).toEqual(matchingSites(fresh, EMPTY_FILTER_STATE, '', gateway, NOW));
  });

  it('gives a new array of the same rows the same index, and other rows their own', async () => {
    const job = sitesIndexJob(rows);
    expect(sitesIndexJob([...rows])).toBe(job);
    expect(sitesIndexJob(rows.slice(1))).not.toBe(job);
    await act(async () => {
      job.prioritise('created');
      await waitFor(() => expect(job.index.hasRanks('created')).toBe(true));
    });
  });
});
