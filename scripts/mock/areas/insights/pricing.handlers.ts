// The data-backed answers of the pricing screen: a zone's day-ahead prices, generated per zone and
// day, published by the owner's running clock (13:00 local the day before delivery); the §14a module-3 grid-fee table.
import { dayAheadAnswer } from './day-ahead-prices.answers.ts';
import { GRID_FEE_ZONES } from './grid-fee-zones.fixtures.ts';
import { BIDDING_ZONES, isBiddingZone } from '../../../../src/domain/pricing/bidding-zones.ts';
import { deliveryDays } from '../../../../src/domain/pricing/publication.ts';
import { daysBetween } from '../../../../src/domain/trends/trend-range.ts';
import { isIsoDate } from '../../../../src/domain/format/zoned-time.ts';
import { runningNow } from '../../data/dataset.ts';
import { apiError, type DataHandler } from '../../data/data-handler.ts';

/** How far back the API keeps a zone's prices. */
export const PRICE_HISTORY_DAYS = 366;

export const PRICING_HANDLERS: Readonly<Record<string, DataHandler>> = {
  getDayAheadPrices: ({ pathParams, query }, data) => {
    const zone = pathParams.zone ?? '';
    if (!isBiddingZone(zone)) return apiError(404, `Bidding zone ${zone} not found`, 'NOT_FOUND');
    const { timeZone } = BIDDING_ZONES[zone];
    const now = runningNow(data);
    const { today } = deliveryDays(now, timeZone);
    const date = query.get('date') ?? today;
    const ahead = isIsoDate(date) ? daysBetween(today, date) : Number.NaN;
    if (!(ahead <= 1 && ahead >= -PRICE_HISTORY_DAYS))
      return apiError(
        400,
        `date must be a day from ${PRICE_HISTORY_DAYS} days ago to tomorrow`,
        'VALIDATION_FAILED',
      );
    return { status: 200, body: dayAheadAnswer(zone, date, timeZone, now) };
  },

  listGridFeeZones: () => ({ status: 200, body: { zones: GRID_FEE_ZONES } }),
};
