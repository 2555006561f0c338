// The order-funnel leads screen's URL state (issue #35 item 3): hostile params are dropped, views round-trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  leadsViewFromParams,
  leadsViewToParams,
  type LeadsView,
} from '../../../../src/domain/sales/leads-view.ts';
import { EMPTY_LEADS_CONTEXT } from '../../../../src/domain/lists/leads-list.ts';
import { CHANNELS, FUNNEL_STEPS, LEAD_STATUSES } from '../../../../src/domain/sales/funnel-steps.ts';

describe('leads view in the URL', () => {
  it('drops hostile values', () => {
    const view = leadsViewFromParams(
      new URLSearchParams('status=won&status=<b>&channel=fax&lastStep=sepa&assignee=a b&page=-3&q=%00x'),
    );
    expect(view).toEqual({
      context: { ...EMPTY_LEADS_CONTEXT, status: ['won'], lastStep: ['sepa'] },
      text: 'x',
      page: 1,
    });
  });

  it('round-trips every view', () => {
    const view = fc.record({
      context: fc.record({
        status: fc.uniqueArray(fc.constantFrom(...LEAD_STATUSES)),
        channel: fc.uniqueArray(fc.constantFrom(...CHANNELS)),
        lastStep: fc.uniqueArray(fc.constantFrom(...FUNNEL_STEPS)),
        assignee: fc.constantFrom('', 'mine', 'none', 'abc-123'),
        startedSince: fc.constant(''),
        startedUntil: fc.constant(''),
      }),
      text: fc.constantFrom('', '53709', 'Wärmepumpe'),
      page: fc.integer({ min: 1, max: 99 }),
    }) as fc.Arbitrary<LeadsView>;
    fc.assert(
      fc.property(view, (v) => {
        expect(leadsViewFromParams(leadsViewToParams(v))).toEqual(v);
      }),
      { numRuns: 100 },
    );
  });
});
