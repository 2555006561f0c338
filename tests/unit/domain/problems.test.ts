import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import {
  AUTO_ACTIVATED_PROBLEM_DAYS,
  FORECAST_DEVIATION_PERCENT,
  INCOMPLETE_INSTALLATION_PROBLEM_DAYS,
  OFFLINE_PROBLEM_HOURS,
  ONLINE_OFFLINE_SWITCHES_LIMIT,
  ONLINE_OFFLINE_SWITCHES_WINDOW_HOURS,
  TELEMETRY_GAP_PERCENT,
} from '../../../src/domain/shared/constants.ts';
import {
  PROBLEMS,
  PROBLEM_CODES,
  PROBLEM_LISTS,
  SEVERITIES,
  SEVERITY_LABELS,
  UNKNOWN_PROBLEM_SEVERITY,
  countDistinctSites,
  isProblemCode,
  listOf,
  problemOf,
  problemText,
  problemTitle,
  problemsOfList,
  severityOf,
  summarizeProblems,
} from '../../../src/domain/problems/problems.ts';

// The 18 codes exactly as SPEC §4 lists them, with the unnamed switches code as DESIGN §3 names it.
const SPEC_CODES = [
  'AUTO_ACTIVATED_FOR_MORE_14_DAYS',
  'OFFLINE_SINCE_MORE_THAN_6_HOURS',
  'SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5',
  'ACTIVE_FC_INCOMPLETE',
  'CONSUMPTION_FC_DEVIATION',
  'PV_FORECAST_DEVIATION',
  'SITE_NOT_OPTIMIZABLE',
  'INSTALLATION_DUPLICATE',
  'PENDING_ACTIVATION',
  'OLDER_THAN_30_DAYS',
  'POSSIBLY_INCORRECT_MASTERDATA_PV',
  'EVSE_UNSUPPORTED_FIRMWARE_MODEL',
  'EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS',
  'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS',
  'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS',
  'SITE_OFFLINE_NOW',
  'SITE_IOT_STATUS_UNHEALTHY_NOW',
  'SITE_HAS_UNREGISTERED_EVSE',
] as const satisfies readonly components['schemas']['ProblemCode'][];

const code = fc.constantFrom(...PROBLEM_CODES);
const unknownCode = fc.string().filter((value) => !(SPEC_CODES as readonly string[]).includes(value));

describe('problem catalogue', () => {
  it('holds the 18 codes of SPEC §4 in SPEC order, each once', () => {
    expect(PROBLEM_CODES).toEqual(SPEC_CODES);
    expect(new Set(PROBLEM_CODES).size).toBe(18);
  });

  it('every code has a title, a text and a severity', () => {
    fc.assert(
      fc.property(code, (c) => {
        expect(problemText(c).trim().length).toBeGreaterThan(10);
        expect(problemTitle(c).trim().length).toBeGreaterThan(3);
        expect(SEVERITIES).toContain(severityOf(c));
        expect(problemOf(c)).toMatchObject({ code: c, text: problemText(c), title: problemTitle(c) });
      }),
    );
  });

  it('every code is in exactly one list, the list listOf names', () => {
    fc.assert(
      fc.property(code, (c) => {
        const lists = PROBLEM_LISTS.filter((list) => problemsOfList(list).includes(c));
        expect(lists).toEqual([listOf(c)]);
      }),
    );
  });

  it('the lists partition the catalogue: site 13, installation 3, EVSE 2', () => {
    expect(problemsOfList('site')).toHaveLength(13);
    expect(problemsOfList('installation')).toEqual([
      'INSTALLATION_DUPLICATE',
      'PENDING_ACTIVATION',
      'OLDER_THAN_30_DAYS',
    ]);
    expect(problemsOfList('evse')).toEqual([
      'EVSE_UNSUPPORTED_FIRMWARE_MODEL',
      'EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS',
    ]);
    const all = PROBLEM_LISTS.flatMap((list) => problemsOfList(list));
    expect([...all].sort()).toEqual([...SPEC_CODES].sort());
  });

  it('texts are distinct, so a problem is never mistaken for another', () => {
    expect(new Set(PROBLEMS.map((p) => p.text)).size).toBe(18);
    expect(new Set(PROBLEMS.map((p) => p.title)).size).toBe(18);
  });

  it('keeps the user texts the SPEC gives', () => {
    expect(problemText('AUTO_ACTIVATED_FOR_MORE_14_DAYS')).toBe(
      'Not fully activated for over 14 days; may still need activation via the app.',
    );
    expect(problemText('PENDING_ACTIVATION')).toBe('Completed installation still pending activation.');
    expect(problemText('OLDER_THAN_30_DAYS')).toBe('Incomplete installation older than 30 days.');
    expect(problemText('SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS')).toBe(
      "0.1% to 5% of the last day's telemetry missing.",
    );
    expect(problemText('SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS')).toBe(
      "5% to 99.9% of the last day's telemetry missing.",
    );
    expect(problemText('POSSIBLY_INCORRECT_MASTERDATA_PV')).toMatch(/roof details likely wrong/i);
    expect(problemText('SITE_HAS_UNREGISTERED_EVSE')).toMatch(/consumption intervals look like EV charging/i);
  });

  it('fills each threshold in from the constants module', () => {
    const contains: [string, string][] = [
      ['AUTO_ACTIVATED_FOR_MORE_14_DAYS', `${AUTO_ACTIVATED_PROBLEM_DAYS} days`],
      ['OLDER_THAN_30_DAYS', `${INCOMPLETE_INSTALLATION_PROBLEM_DAYS} days`],
      ['OFFLINE_SINCE_MORE_THAN_6_HOURS', `${OFFLINE_PROBLEM_HOURS} hours`],
      ['EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS', `${OFFLINE_PROBLEM_HOURS} hours`],
      ['SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5', `more than ${ONLINE_OFFLINE_SWITCHES_LIMIT} times`],
      ['SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5', `${ONLINE_OFFLINE_SWITCHES_WINDOW_HOURS} hours`],
      ['CONSUMPTION_FC_DEVIATION', `over ${FORECAST_DEVIATION_PERCENT}%`],
      ['PV_FORECAST_DEVIATION', `over ${FORECAST_DEVIATION_PERCENT}%`],
      ['SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS', `${TELEMETRY_GAP_PERCENT.min}%`],
      ['SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS', `${TELEMETRY_GAP_PERCENT.small}%`],
      ['SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS', `${TELEMETRY_GAP_PERCENT.small}%`],
      ['SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS', `${TELEMETRY_GAP_PERCENT.max}%`],
    ];
    for (const [c, fragment] of contains) expect(problemText(c), c).toContain(fragment);
  });

  it('a number in a code name appears in its text (no stale threshold)', () => {
    fc.assert(
      fc.property(code, (c) => {
        for (const n of c.match(/\d+/g) ?? []) expect(problemText(c)).toMatch(new RegExp(`\\b${n}\\b`));
      }),
    );
  });

  it('severities: being offline or unhealthy now is critical; labels for every severity', () => {
    expect(severityOf('SITE_OFFLINE_NOW')).toBe('critical');
    expect(severityOf('SITE_IOT_STATUS_UNHEALTHY_NOW')).toBe('critical');
    expect(severityOf('SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS')).toBe('info');
    for (const s of SEVERITIES) expect(SEVERITY_LABELS[s]).toMatch(/^[A-Z]/);
  });

  it('a code outside the catalogue is shown as itself, never hidden or thrown on', () => {
    fc.assert(
      fc.property(unknownCode, (c) => {
        expect(isProblemCode(c)).toBe(false);
        expect(problemOf(c)).toBeUndefined();
        expect(problemText(c)).toBe(c);
        expect(problemTitle(c)).toBe(c);
        expect(severityOf(c)).toBe(UNKNOWN_PROBLEM_SEVERITY);
      }),
    );
    expect(isProblemCode('toString')).toBe(false);
    expect(isProblemCode('__proto__')).toBe(false);
  });
});

describe('problem summary (overview counts)', () => {
  const siteCode = fc.constantFrom(...problemsOfList('site'));
  const rows = fc.array(
    fc.record({ siteUuid: fc.constantFrom('s1', 's2', 's3', 's4', 's5'), problemName: siteCode }),
    { maxLength: 60 },
  );

  it('counts distinct sites per code, one entry per code of the list, affected first then by severity', () => {
    fc.assert(
      fc.property(rows, (rs) => {
        const summary = summarizeProblems(rs, 'site');
        expect(summary.map((s) => s.code).sort()).toEqual([...problemsOfList('site')].sort());
        for (const s of summary) {
          const mine = rs.filter((r) => r.problemName === s.code);
          expect(s.rows).toBe(mine.length);
          expect(s.sites).toBe(new Set(mine.map((r) => r.siteUuid)).size);
          expect(s.text).toBe(problemText(s.code));
        }
        const affected = summary.filter((s) => s.sites > 0);
        expect(summary.slice(0, affected.length)).toEqual(affected);
        const ranks = affected.map((s) => SEVERITIES.indexOf(s.severity));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expect(countDistinctSites(rs)).toBe(new Set(rs.map((r) => r.siteUuid)).size);
      }),
    );
  });

  it('keeps a code the list does not know, shown as itself', () => {
    const summary = summarizeProblems(
      [
        { siteUuid: 's1', problemName: 'BRAND_NEW_CODE' },
        { siteUuid: 's1', problemName: 'PENDING_ACTIVATION' },
      ],
      'installation',
    );
    expect(summary).toHaveLength(4);
    expect(summary.find((s) => s.code === 'BRAND_NEW_CODE')).toMatchObject({
      sites: 1,
      text: 'BRAND_NEW_CODE',
    });
  });
});
