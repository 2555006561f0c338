// Named examples of the trends and pricing calls for Prism alone, drawn from the same
// functions the data-backed mock answers with, at the reference date (1 Nov 2026, 01:00 in Europe/Berlin: before
// 13:00, so tomorrow's prices are not yet published).
import { BIDDING_ZONES, DEFAULT_BIDDING_ZONE } from '../../../../src/domain/pricing/bidding-zones.ts';
import { deliveryDays } from '../../../../src/domain/pricing/publication.ts';
import { addDays, zonedDate } from '../../../../src/domain/format/zoned-time.ts';
import { dayAheadAnswer } from './day-ahead-prices.answers.ts';
import { REFERENCE_DATE, type Fixtures } from '../../../generate/fixtures.ts';
import { GRID_FEE_ZONES } from './grid-fee-zones.fixtures.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';
import { trendAnchor, trendAnswer, TRENDS_TIME_ZONE } from './trends.answers.ts';

export function insightExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const anchor = trendAnchor(fixtures, REFERENCE_DATE);
  const world = {
    sites: fixtures.providers.flatMap((provider) => provider.sites),
    siteProblems: fixtures.siteProblems,
    installationProblems: fixtures.installationProblems,
  };
  const today = zonedDate(REFERENCE_DATE, TRENDS_TIME_ZONE);
  const { timeZone } = BIDDING_ZONES[DEFAULT_BIDDING_ZONE];
  const days = deliveryDays(REFERENCE_DATE, timeZone);
  return {
    getTrendSnapshots: {
      default: {
        summary: 'The 30 days ending on the reference date',
        value: trendAnswer(fixtures.seed, anchor, world, REFERENCE_DATE, addDays(today, -29), today),
      },
    },
    getDayAheadPrices: {
      default: {
        summary: `${DEFAULT_BIDDING_ZONE}, the reference date: published`,
        value: dayAheadAnswer(DEFAULT_BIDDING_ZONE, days.today, timeZone, REFERENCE_DATE),
      },
      notYetPublished: {
        summary: `${DEFAULT_BIDDING_ZONE}, the day after: not yet published`,
        value: dayAheadAnswer(DEFAULT_BIDDING_ZONE, days.tomorrow, timeZone, REFERENCE_DATE),
      },
    },
    listGridFeeZones: {
      default: { summary: '§14a module 3 windows of four DSOs', value: { zones: GRID_FEE_ZONES } },
    },
  };
}
