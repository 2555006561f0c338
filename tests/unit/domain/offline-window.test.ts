import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OFFLINE_WINDOWS,
  OFFLINE_WINDOW_MS,
  offlineParam,
  wentOfflineWithin,
  widestWindow,
  type OfflineWindow,
} from '../../../src/domain/filters/offline-window.ts';
import { specOf } from '../../../src/domain/filter-table/filter-groups.ts';
import { applyFilters } from '../../../src/domain/filter-table/apply-filters.ts';
import { filterChips } from '../../../src/domain/filter-table/chip-list.ts';
import { filterSitesByServerQuery } from '../../../src/domain/sites/sites-server-filter.ts';
import { toSiteListRows } from '../../../src/domain/sites/sites-row.ts';
import { filterEvsesByServerQuery } from '../../../src/domain/evse/evse-query.ts';
import { filterGatewaysByServerQuery } from '../../../src/domain/gateways/gateway-search.rules.ts';
import { createDataset, datasetNow } from '../../../scripts/mock/data/dataset.ts';

const NOW = Date.UTC(2026, 10, 3, 9, 40, 0);
const H = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const windowArb = fc.constantFrom(...OFFLINE_WINDOWS);
/** A last connection anywhere from 10 days before now to an hour after it (a clock that moved back). */
const spellArb = fc.record({
  offline: fc.boolean(),
  since: fc.integer({ min: NOW - 240 * H, max: NOW + H }).map(iso),
});

describe('went offline in the last …', () => {
  it('property: in a window iff offline and went offline at or after now minus the window', () => {
    fc.assert(
      fc.property(windowArb, spellArb, (window, spell) => {
        const expected = spell.offline && Date.parse(spell.since) >= NOW - OFFLINE_WINDOW_MS[window];
        expect(wentOfflineWithin(window, spell, NOW)).toBe(expected);
      }),
    );
  });

  it('property: the windows nest, 6 h ⊆ 24 h ⊆ 7 d', () => {
    fc.assert(
      fc.property(spellArb, (spell) => {
        if (wentOfflineWithin('6h', spell, NOW)) expect(wentOfflineWithin('24h', spell, NOW)).toBe(true);
        if (wentOfflineWithin('24h', spell, NOW)) expect(wentOfflineWithin('7d', spell, NOW)).toBe(true);
      }),
    );
  });

  it('at the edges: exactly 6 h ago is in, a millisecond earlier is out; online is never in; no instant is never in', () => {
    expect(wentOfflineWithin('6h', { offline: true, since: iso(NOW - 6 * H) }, NOW)).toBe(true);
    expect(wentOfflineWithin('6h', { offline: true, since: iso(NOW - 6 * H - 1) }, NOW)).toBe(false);
    expect(wentOfflineWithin('7d', { offline: false, since: iso(NOW - H) }, NOW)).toBe(false);
    expect(wentOfflineWithin('7d', { offline: true, since: '' }, NOW)).toBe(false);
    expect(wentOfflineWithin('7d', { offline: true, since: null }, NOW)).toBe(false);
  });

  it('the windows are 6 hours, 24 hours and 7 days long', () => {
    expect(OFFLINE_WINDOW_MS).toEqual({ '6h': 21_600_000, '24h': 86_400_000, '7d': 604_800_000 });
  });

  it('several windows chosen OR together: the widest; the wire carries its name', () => {
    expect(widestWindow(['6h', '7d', '24h'])).toBe('7d');
    expect(widestWindow(['6h'])).toBe('6h');
    expect(widestWindow([])).toBeNull();
    expect(widestWindow(['1h', 'soon'])).toBeNull();
    expect(offlineParam(['24h', '6h'])).toEqual({ offline: '24h' });
    expect(offlineParam([])).toEqual({});
  });
});

describe('the filter group (URL, chips, engine)', () => {
  const spec = specOf('offline');

  it('reads the window by name from the URL and ignores unknown values without throwing', () => {
    expect(spec.parse(new URLSearchParams('offline=6h'), {})).toEqual(['6h']);
    expect(spec.parse(new URLSearchParams('offline=2h&offline=&offline=6H&offline=%00'), {})).toEqual([]);
    expect(spec.parse(new URLSearchParams('offline=7d&offline=bogus&offline=7d'), {})).toEqual(['7d']);
    expect(spec.serialize(['24h'])).toEqual([['offline', '24h']]);
  });

  it('chips show the window', () => {
    const labels = filterChips({ offline: ['6h'] }).map((chip) => chip.label);
    expect(labels).toEqual(['Went offline: in the last 6 h']);
  });

  it('property: the engine keeps exactly the rows the rule keeps, at the clock it is given', () => {
    const rowArb = spellArb.map((spell) => ({ online: !spell.offline, timestamp: spell.since }));
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), windowArb, (rows, window: OfflineWindow) => {
        const kept = applyFilters(rows, { offline: [window] }, { now: NOW });
        expect(kept).toEqual(
          rows.filter((row) =>
            wentOfflineWithin(window, { offline: !row.online, since: row.timestamp }, NOW),
          ),
        );
      }),
    );
  });
});

describe('a server answers `offline` with the same rule (the mock dataset)', () => {
  const data = createDataset();
  const now = datasetNow(data);
  const sites = toSiteListRows(Object.values(data.sites).flat());
  const evses = data.evses.map((record) => record.detail.evse);
  const gateways = data.gateways.map((record) => record.gateway);

  it.each(OFFLINE_WINDOWS)('%s: sites, chargers and gateways', (window) => {
    const inSites = filterSitesByServerQuery(sites, { offline: window }, now);
    expect(inSites).toEqual(
      sites.filter((s) => wentOfflineWithin(window, { offline: !s.online, since: s.timestamp }, now)),
    );
    // And the client's engine agrees with the server on the same rows.
    expect(applyFilters(sites, { offline: [window] }, { now })).toEqual(inSites);

    const inEvses = filterEvsesByServerQuery(
      evses,
      { offline: window },
      data.chargepointModels,
      () => [],
      now,
    );
    expect(new Set(inEvses)).toEqual(
      new Set(
        evses.filter((e) =>
          wentOfflineWithin(
            window,
            { offline: e.connectivity === 'EVSE_OFFLINE', since: e.lastConnection },
            now,
          ),
        ),
      ),
    );

    const inGateways = filterGatewaysByServerQuery(gateways, { offline: window }, now);
    expect(new Set(inGateways)).toEqual(
      new Set(
        gateways.filter((g) =>
          wentOfflineWithin(window, { offline: !g.online, since: g.lastConnection }, now),
        ),
      ),
    );
  });

  it('the windows nest on the server too', () => {
    const ids = (window: OfflineWindow) =>
      new Set(filterSitesByServerQuery(sites, { offline: window }, now).map((s) => s.subscription));
    const [six, day, week] = [ids('6h'), ids('24h'), ids('7d')];
    for (const id of six) expect(day.has(id)).toBe(true);
    for (const id of day) expect(week.has(id)).toBe(true);
  });
});
