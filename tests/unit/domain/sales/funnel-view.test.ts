// The tariff order funnel screen's pure parts: URL state with hostile values, percentages,
// durations and the leads link of a step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  durationText,
  funnelViewFromParams,
  funnelViewToParams,
  percentText,
  stoppedLeadsHref,
  type FunnelView,
} from '../../../../src/domain/sales/funnel-view.ts';
import { funnelFigureText } from '../../../../src/domain/sales/funnel-figure.ts';

describe('funnel view in the URL', () => {
  it('reads period and channel, and falls back on anything else', () => {
    expect(funnelViewFromParams(new URLSearchParams('period=7&channel=phone'))).toEqual({
      period: 7,
      channel: 'phone',
    });
    expect(funnelViewFromParams(new URLSearchParams('period=-1&channel=<script>'))).toEqual({
      period: 30,
      channel: null,
    });
  });

  it('round-trips every view and keeps other params', () => {
    const view = fc.record({
      period: fc.constantFrom(7, 30, 90),
      channel: fc.constantFrom('web', 'partner', 'phone', null),
    }) as fc.Arbitrary<FunnelView>;
    fc.assert(
      fc.property(view, fc.string(), (v, other) => {
        const params = funnelViewToParams(v, new URLSearchParams({ other }));
        expect(funnelViewFromParams(params)).toEqual(v);
        expect(params.get('other')).toBe(other);
      }),
      { numRuns: 50 },
    );
    expect(funnelViewToParams({ period: 30, channel: null }).toString()).toBe('');
  });
});

describe('funnel figures in words', () => {
  it('writes percentages and durations', () => {
    expect(percentText(0.725, 'en')).toBe('72.5 %');
    expect(percentText(null)).toBe('–');
    expect(durationText(45, 'en')).toBe('45 s');
    expect(durationText(330, 'en')).toBe('5.5 min');
    expect(durationText(7200, 'en')).toBe('2 h');
    expect(durationText(21 * 86_400, 'en')).toBe('21 d');
    expect(durationText(null)).toBe('–');
  });

  it('links a step to the leads that stopped there', () => {
    expect(stoppedLeadsHref('/operations/order-funnel-leads', 'sepa', 'web')).toBe(
      '/operations/order-funnel-leads?lastStep=sepa&channel=web',
    );
    expect(stoppedLeadsHref('/x', 'tariff', null)).toBe('/x?lastStep=tariff');
  });

  it("carries the funnel's period as its exact instants, so the leads are the orders the step counted", () => {
    const window = { from: '2026-11-02T05:00:00.000Z', to: '2026-12-02T05:00:00.000Z' };
    expect(stoppedLeadsHref('/x', 'tariff', null, window)).toBe(
      '/x?lastStep=tariff&since=2026-11-02T05%3A00%3A00.000Z&until=2026-12-02T05%3A00%3A00.000Z',
    );
  });
});

describe('the /sales card’s funnel figure', () => {
  it('counts the orders and the share whose supply start was confirmed', () => {
    expect(funnelFigureText({ started: 1234, completed: 310 }, 30, 'en')).toBe(
      '1,234 orders in the last 30 days, 25.1 % to supply start',
    );
    expect(funnelFigureText({ started: 1, completed: 0 }, 7, 'en')).toBe(
      '1 order in the last 7 days, 0 % to supply start',
    );
    expect(funnelFigureText({ started: 0, completed: 0 }, 30, 'en')).toBe('No orders in the last 30 days');
  });
});
