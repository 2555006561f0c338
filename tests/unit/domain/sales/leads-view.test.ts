// The order-funnel leads screen's URL state: hostile params are dropped, views round-trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  leadsViewFromParams,
  leadsViewToParams,
  startedWindow,
  type LeadsView,
} from '../../../../src/domain/sales/leads-view.ts';
import { startedWindowProblem } from '../../../../src/domain/sales/lead-query.ts';
import { EMPTY_LEADS_CONTEXT } from '../../../../src/domain/sales/leads.list.ts';
import { CHANNELS, FUNNEL_STEPS, LEAD_STATUSES } from '../../../../src/domain/sales/funnel-steps.ts';

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('leads view in the URL', () => {
  it('drops hostile values', () => {
    const view = leadsViewFromParams(
      new URLSearchParams(
        'status=won&status=<b>&channel=fax&lastStep=sepa&assignee=a b&page=-3&q=%00x&since=2026-02-30&until=<i>',
      ),
    );
    expect(view).toEqual({
      started: { start: null, end: null },
      context: { ...EMPTY_LEADS_CONTEXT, status: ['won'], lastStep: ['sepa'] },
      text: 'x',
      page: 1,
    });
  });

  it('reads the started dates as local days, the last one included', () => {
    const view = leadsViewFromParams(new URLSearchParams('since=2026-03-28&until=2026-03-29'));
    expect(view.started).toEqual({ start: '2026-03-28', end: '2026-03-29' });
    expect(new Date(view.context.startedSince).getTime()).toBe(new Date(2026, 2, 28).getTime());
    // The day after the last, at local midnight (across a DST change in Europe this is not 48 h later).
    expect(new Date(view.context.startedUntil).getTime()).toBe(new Date(2026, 2, 30).getTime());
    expect(leadsViewToParams(view).toString()).toBe('since=2026-03-28&until=2026-03-29');
  });

  it("sends a funnel period's exact instants as they are, shown as the days they fall on", () => {
    const since = '2026-11-02T05:00:00.000Z';
    const until = '2026-12-02T05:00:00.000Z';
    const view = leadsViewFromParams(new URLSearchParams({ since, until }));
    expect(view.context.startedSince).toBe(since);
    expect(view.context.startedUntil).toBe(until);
    expect(view.started.start).toBe(localDay(new Date(since)));
    expect(view.started.end).toBe(localDay(new Date(Date.parse(until) - 1)));
    expect(leadsViewToParams(view).toString()).toBe(new URLSearchParams({ since, until }).toString());
    // Instants in the wrong order fall back to the days between them: never a window the server refuses.
    const backwards = leadsViewFromParams(new URLSearchParams({ since: until, until: since }));
    expect(startedWindowProblem(backwards.context.startedSince, backwards.context.startedUntil)).toBeNull();
  });

  it('a link whose last day comes before its first means the days between them: never a window the server refuses', () => {
    const view = leadsViewFromParams(new URLSearchParams('since=2026-03-29&until=2026-03-28'));
    expect(view.started).toEqual({ start: '2026-03-28', end: '2026-03-29' });
    const day = fc
      .date({ min: new Date(2020, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (since, until) => {
        const { context } = leadsViewFromParams(new URLSearchParams({ since, until }));
        expect(startedWindowProblem(context.startedSince, context.startedUntil)).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('round-trips every view', () => {
    const day = fc
      .date({ min: new Date(2020, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    // A view the screen makes: its date pickers keep the last day on or after the first.
    const started = fc
      .record({ start: fc.option(day), end: fc.option(day) })
      .map(({ start, end }) =>
        start !== null && end !== null && end < start ? { start: end, end: start } : { start, end },
      );
    const view = started.chain((chosen) =>
      fc.record({
        started: fc.constant(chosen),
        context: fc.record({
          status: fc.uniqueArray(fc.constantFrom(...LEAD_STATUSES)),
          channel: fc.uniqueArray(fc.constantFrom(...CHANNELS)),
          lastStep: fc.uniqueArray(fc.constantFrom(...FUNNEL_STEPS)),
          assignee: fc.constantFrom('', 'mine', 'none', 'abc-123'),
          startedSince: fc.constant(startedWindow(chosen).startedSince),
          startedUntil: fc.constant(startedWindow(chosen).startedUntil),
        }),
        text: fc.constantFrom('', '53709', 'Wärmepumpe'),
        page: fc.integer({ min: 1, max: 99 }),
      }),
    ) as fc.Arbitrary<LeadsView>;
    fc.assert(
      fc.property(view, (v) => {
        expect(leadsViewFromParams(leadsViewToParams(v))).toEqual(v);
      }),
      { numRuns: 100 },
    );
  });
});
