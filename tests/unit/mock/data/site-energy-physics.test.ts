// Site energy data: the dataset's energy series obey physics, on every generated site, as the data-backed mock
// answers them (through the data layer, so every answer is also validated against the spec).
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../../../scripts/generate/fixtures.ts';
import { historyAnswer, siteClock } from '../../../../scripts/mock/areas/energy/energy.answers.ts';
import {
  dataWindow,
  samplePresent,
  TELEMETRY_STEP_S,
} from '../../../../scripts/mock/areas/energy/energy.simulation.ts';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { allSites, createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import type { components } from '../../../../src/api/schema.gen.ts';
import { addDays, zonedDate, zonedParts } from '../../../../src/domain/format/zoned-time.ts';
import {
  balanceResidual,
  balanceTolerance,
  coverageRatio,
  telemetryGapProblem,
  totalDeviation,
  type Value,
} from '../../../../src/domain/energy/energy-rules.ts';
import { timeLimit } from '../../../../scripts/test/time-limit.ts';

type History = components['schemas']['SiteEnergyHistory'];

const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });
const sites = allSites(base).map(({ site }) => site);
const codesOf = (subscription: string) =>
  new Set(base.siteProblems.filter((row) => row.subscription === subscription).map((row) => row.problemName));

function history(subUuid: string, range: string, start: string): History {
  const url = `/ui/v1/subscriptions/${subUuid}/energy/history?range=${range}&start=${start}`;
  const match = matchOperation(spec, 'GET', url);
  if (!match) throw new Error(`no operation for ${url}`);
  const answer = layer.answer(match, { url, body: '', owner: '', state: undefined });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as History;
}

const at = (values: readonly Value[] | undefined, i: number) => values?.[i] ?? 0;

/** Every broken law in one answer, as text (collected rather than asserted one by one: thousands of buckets). */
function violations(h: History, capacityKwh: number | undefined): string[] {
  const found: string[] = [];
  const s = h.series;
  const tolerance = balanceTolerance(3) * (h.unit === 'kW' ? 1 : 25);
  h.timestamps.forEach((time, i) => {
    const where = `${h.subscription} ${h.range} ${time}`;
    const pv = s.pv[i];
    if (pv === null || pv === undefined) {
      if (s.consumption[i] !== null) found.push(`${where}: PV missing but consumption present`);
      return;
    }
    if (pv < 0) found.push(`${where}: PV ${pv} < 0`);
    const hour = zonedParts(Date.parse(time), h.timeZone).hour;
    if (h.unit === 'kW' && (hour >= 22 || hour < 4) && pv !== 0) found.push(`${where}: PV ${pv} at night`);
    const residual = balanceResidual({
      pv,
      consumption: at(s.consumption, i),
      gridImport: at(s.gridImport, i),
      gridExport: at(s.gridExport, i),
      batteryCharge: at(s.batteryCharge, i),
      batteryDischarge: at(s.batteryDischarge, i),
    });
    if (Math.abs(residual) > tolerance) found.push(`${where}: energy balance off by ${residual}`);
    for (const key of [
      'consumption',
      'gridImport',
      'gridExport',
      'batteryCharge',
      'batteryDischarge',
    ] as const) {
      if (at(s[key], i) < 0) found.push(`${where}: ${key} < 0`);
    }
    if (!s.soc) return;
    const soc = s.soc[i] as number;
    if (soc < 0 || soc > 100) found.push(`${where}: state of charge ${soc}`);
    const before = s.soc[i - 1];
    if (h.range === 'day' && capacityKwh && before !== null && before !== undefined) {
      const expected =
        before + ((at(s.batteryCharge, i) - at(s.batteryDischarge, i)) * (5 / 60) * 100) / capacityKwh;
      if (Math.abs(soc - expected) > 0.02)
        found.push(`${where}: state of charge ${soc}, expected ${expected}`);
    }
  });
  return found;
}

describe('site energy obeys physics on every generated site', () => {
  it('has sites with every kind of equipment and problem to check', () => {
    const profiles = Object.values(base.energy);
    expect(profiles.length).toBe(sites.length);
    expect(profiles.some((p) => p.gapShare >= 0.05)).toBe(true);
    expect(profiles.some((p) => p.gapShare > 0 && p.gapShare < 0.05)).toBe(true);
    expect(profiles.some((p) => p.pvForecastDeviation)).toBe(true);
    expect(profiles.some((p) => p.battery && p.chargers.length > 0 && p.heatPumpKw)).toBe(true);
  });

  it(
    'PV, balance and state of charge in the last two days (5 min) and the last month (kWh per day)',
    () => {
      const broken: string[] = [];
      for (const site of sites) {
        const profile = base.energy[site.subscription]!;
        const today = zonedDate(REFERENCE_DATE, profile.timeZone);
        const capacity = profile.battery?.capacityKwh;
        for (const day of [addDays(today, -1), today]) {
          broken.push(...violations(history(site.subscription, 'day', day), capacity));
        }
        broken.push(...violations(history(site.subscription, 'month', addDays(today, -1)), capacity));
      }
      expect(broken.slice(0, 10)).toEqual([]);
    },
    timeLimit(120_000),
  );

  it('a site listed with telemetry gaps misses that share of its last reported day; other sites miss none', () => {
    for (const site of sites) {
      const profile = base.energy[site.subscription]!;
      const window = dataWindow(profile, siteClock(site, REFERENCE_DATE));
      if (window.to - window.from < 86_400) continue; // activated within the last day: no full day to judge
      const samples: Value[] = [];
      for (let t = window.to - 86_400; t < window.to; t += TELEMETRY_STEP_S) {
        samples.push(samplePresent(window, t) ? 1 : null);
      }
      const codes = codesOf(site.subscription);
      const expected = codes.has('SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS')
        ? 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS'
        : codes.has('SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS')
          ? 'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS'
          : null;
      expect(telemetryGapProblem(coverageRatio(samples)), site.userReference).toBe(expected);
    }
  });

  it('a site listed with a forecast deviation deviates by more than 30 % over its last day; others by less', () => {
    for (const site of sites) {
      if (site.activationDate === null || !site.online) continue;
      const profile = base.energy[site.subscription]!;
      const clock = siteClock(site, REFERENCE_DATE);
      const last = historyAnswer(
        profile,
        clock,
        'day',
        zonedDate(REFERENCE_DATE - 3_600_000, profile.timeZone),
      );
      const codes = codesOf(site.subscription);
      const consumption = totalDeviation(last.series.consumption, last.series.consumptionForecast ?? []);
      expect(consumption > 0.3, `${site.userReference} consumption`).toBe(
        codes.has('CONSUMPTION_FC_DEVIATION'),
      );
      if (last.series.pvForecast && last.series.pvForecast.some((v) => (v ?? 0) > 0)) {
        const pv = totalDeviation(last.series.pv, last.series.pvForecast);
        expect(pv > 0.3, `${site.userReference} PV`).toBe(codes.has('PV_FORECAST_DEVIATION'));
      }
    }
  });
});
