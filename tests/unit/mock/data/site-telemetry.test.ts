// The telemetry the data-backed mock answers (through the data layer, so validated against the
// spec) shows each listed gap site its problem, and every sample obeys the same physics as the history.
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../../../scripts/generate/fixtures.ts';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { allSites, createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import type { components } from '../../../../src/api/schema.gen.ts';
import { balanceResidual, balanceTolerance } from '../../../../src/domain/energy/energy-rules.ts';
import { telemetryView } from '../../../../src/domain/energy/telemetry.ts';
import { timeLimit } from '../../../../scripts/test/time-limit.ts';

type Telemetry = components['schemas']['SiteTelemetry'];

const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });
const GAP_CODES = ['SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS', 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS'];
const listed = new Map(
  base.siteProblems
    .filter((row) => GAP_CODES.includes(row.problemName))
    .map((row) => [row.subscription, row.problemName]),
);
/** A site activated within the last day has no full day to judge (its first hours are missing, not a gap). */
const activeForADay = (activation: string | null) =>
  activation !== null && Date.parse(activation) < REFERENCE_DATE - 86_400_000;
const sites = allSites(base).map(({ site }) => site);
// Every listed gap site and the first online sites without one: 8,640 samples each, a second for all of them.
const sample = [
  ...sites.filter((site) => listed.has(site.subscription)),
  ...sites
    .filter((site) => !listed.has(site.subscription) && site.online && activeForADay(site.activationDate))
    .slice(0, 15),
];

function telemetry(subUuid: string): { status: number; body?: unknown } {
  const url = `/ui/v1/subscriptions/${subUuid}/energy/telemetry`;
  const match = matchOperation(spec, 'GET', url);
  if (!match) throw new Error(`no operation for ${url}`);
  return layer.answer(match, { url, body: '', owner: '', state: undefined });
}

describe('getSiteTelemetry in the data-backed mock', () => {
  it(
    'answers a day of 10-second samples whose coverage implies the problem the site is listed with',
    () => {
      expect(sample.filter((site) => listed.has(site.subscription)).length).toBeGreaterThan(0);
      for (const site of sample) {
        const answer = telemetry(site.subscription);
        expect(answer.status).toBe(200);
        const body = answer.body as Telemetry;
        expect(body.stepSeconds).toBe(10);
        expect(body.series.consumption).toHaveLength(8640);
        const view = telemetryView(body.from, body.stepSeconds, body.series);
        expect(view.coverage.problem, site.userReference).toBe(listed.get(site.subscription) ?? null);
      }
    },
    timeLimit(60_000),
  );

  it(
    'every present sample balances, PV is never negative and the state of charge stays within 0–100 %',
    () => {
      const broken: string[] = [];
      for (const site of sample.slice(0, 10)) {
        const s = (telemetry(site.subscription).body as Telemetry).series;
        s.consumption.forEach((consumption, i) => {
          if (consumption === null) return;
          const pv = s.pv[i] ?? 0;
          const residual = balanceResidual({
            pv,
            consumption,
            gridImport: s.gridImport[i] ?? 0,
            gridExport: s.gridExport[i] ?? 0,
            batteryCharge: s.batteryCharge?.[i] ?? 0,
            batteryDischarge: s.batteryDischarge?.[i] ?? 0,
          });
          if (Math.abs(residual) > balanceTolerance(2))
            broken.push(`${site.userReference} #${i}: off by ${residual}`);
          if (pv < 0) broken.push(`${site.userReference} #${i}: PV ${pv}`);
          const soc = s.soc?.[i];
          if (soc != null && (soc < 0 || soc > 100)) broken.push(`${site.userReference} #${i}: SoC ${soc}`);
        });
      }
      expect(broken.slice(0, 5)).toEqual([]);
    },
    timeLimit(60_000),
  );

  it('an unknown subscription is a 404', () => {
    expect(telemetry('00000000-0000-4000-8000-000000000000').status).toBe(404);
  });
});
