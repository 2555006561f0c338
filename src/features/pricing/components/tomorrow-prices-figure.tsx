import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/use-api-client.ts';
import { useNow } from '../../../components/use-now.ts';
import { formatDecimal } from '../../../domain/format/locale-format.ts';
import { BIDDING_ZONES, DEFAULT_BIDDING_ZONE } from '../../../domain/pricing/bidding-zones.ts';
import { dayPricesState } from '../../../domain/pricing/day-prices.ts';
import { deliveryDays } from '../../../domain/pricing/publication.ts';
import { dayAheadPricesQueryOptions } from '../api/get-day-ahead-prices.ts';

/** The area card's figure: whether tomorrow's DE-LU prices are out, and their range — the screen's own call. */
export function TomorrowPricesFigure() {
  const zone = DEFAULT_BIDDING_ZONE;
  const { tomorrow } = deliveryDays(useNow(60_000), BIDDING_ZONES[zone].timeZone);
  const query = useQuery(dayAheadPricesQueryOptions(useApiClient(), zone, tomorrow));
  const prices = query.data ? dayPricesState(query.data) : null;
  const text = query.isError
    ? 'Prices not available'
    : !prices
      ? 'Asking…'
      : prices.state === 'priced'
        ? `Tomorrow ${formatDecimal(prices.summary.min, 0)} to ${formatDecimal(prices.summary.max, 0)} €/MWh (${zone})`
        : prices.state === 'no-prices'
          ? `Tomorrow’s prices published without a price (${zone})`
          : `Tomorrow’s prices not yet published (${zone})`;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ display: 'block', mt: 1, fontWeight: query.data ? 700 : 400 }}
    >
      {text}
    </Typography>
  );
}
