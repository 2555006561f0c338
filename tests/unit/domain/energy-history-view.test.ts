import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import { csvDialect } from '../../../src/domain/format/csv.ts';
import { historyCsv, historyView } from '../../../src/domain/energy/energy-history.view-model.ts';

const history: components['schemas']['SiteEnergyHistory'] = {
  subscription: '8936d6cf-20fb-41f2-84c1-071bac3645ef',
  range: 'day',
  start: '2026-10-31',
  timeZone: 'Europe/Berlin',
  resolutionSeconds: 300,
  unit: 'kW',
  timestamps: ['2026-10-30T23:00:00Z', '2026-10-30T23:05:00Z', '2026-10-30T23:10:00Z'],
  series: {
    pv: [0, null, 2],
    consumption: [1, null, 1],
    gridImport: [1, null, 0],
    gridExport: [0, null, 1],
    pvForecast: [0, null, 3],
  },
};

describe('the energy-history view of one answer', () => {
  it('totals kW buckets as kWh, skipping gaps, and marks forecast deviations over 30 %', () => {
    const view = historyView(history);
    expect(view.totals.find((t) => t.label === 'PV')?.kwh).toBeCloseTo(2 / 12);
    expect(view.totals.find((t) => t.label === 'Consumption')?.kwh).toBeCloseTo(2 / 12);
    expect(view.deviations).toEqual([
      {
        label: 'PV',
        periods: [
          { from: Date.parse('2026-10-30T23:10:00Z') / 1000, to: Date.parse('2026-10-30T23:15:00Z') / 1000 },
        ],
      },
    ]);
    expect(view.empty).toBe(false);
  });

  it('exports what is shown: a BOM, a header with units, empty cells for missing data, times written by the caller', () => {
    const csv = historyCsv(history, (iso) => iso, csvDialect('en-GB'));
    expect(csv.startsWith('\uFEFFStart (Europe/Berlin),')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Start (Europe/Berlin),PV (kW),Consumption (kW),Grid import (kW),Grid export (kW),PV forecast (kW)',
    );
    expect(lines[2]).toBe('2026-10-30T23:05:00Z,,,,,');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('exports in the German dialect for a German browser: `;` between fields, decimal commas, ISO instants', () => {
    const decimals = { ...history, series: { ...history.series, pv: [0.25, null, 1234.5] } };
    const lines = historyCsv(decimals, (iso) => iso, csvDialect('de-DE'))
      .slice(1)
      .split('\r\n');
    expect(lines[0]).toBe(
      'Start (Europe/Berlin);PV (kW);Consumption (kW);Grid import (kW);Grid export (kW);PV forecast (kW)',
    );
    expect(lines[1]).toBe('2026-10-30T23:00:00Z;0,25;1;1;0;0');
    expect(lines[2]).toBe('2026-10-30T23:05:00Z;;;;;');
    expect(lines[3]).toBe('2026-10-30T23:10:00Z;1234,5;1;0;1;3');
  });

  it('is empty when no flow has a value', () => {
    const none = {
      ...history,
      series: { pv: [null], consumption: [null], gridImport: [null], gridExport: [null] },
    };
    expect(historyView({ ...none, timestamps: ['2026-10-30T23:00:00Z'] }).empty).toBe(true);
  });
});
