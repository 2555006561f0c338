import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { useNow } from '../../../components/use-now.ts';
import { BIDDING_ZONES, DEFAULT_BIDDING_ZONE } from '../../../domain/pricing/bidding-zones.ts';
import { deliveryDays } from '../../../domain/pricing/publication.ts';
import { useDayAheadPrices } from '../api/get-day-ahead-prices.ts';
import { PricesBody } from './pricing-screen.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

/**
 * The day-ahead price chart as partners embed it: today and tomorrow in the default bidding zone,
 * drawn by the pricing screen's own chart — the sales area previews the widget with this component.
 */
export function PriceChartWidget() {
  const t = useT();
  const zone = DEFAULT_BIDDING_ZONE;
  const days = deliveryDays(useNow(60_000), BIDDING_ZONES[zone].timeZone);
  const today = useDayAheadPrices(zone, days.today);
  const tomorrow = useDayAheadPrices(zone, days.tomorrow);
  const failed = today.status === 'error' ? today : tomorrow.status === 'error' ? tomorrow : null;
  if (failed?.status === 'error')
    return (
      <LoadErrorAlert
        title={t('pricing.loadError')}
        error={failed.error}
        onRetry={() => {
          if (today.status === 'error') today.retry();
          if (tomorrow.status === 'error') tomorrow.retry();
        }}
      />
    );
  if (today.status === 'ready' && tomorrow.status === 'ready')
    return <PricesBody today={today.data} tomorrow={tomorrow.data} />;
  return (
    <Box aria-busy="true">
      <LinearProgress aria-label={t('pricing.loading')} />
    </Box>
  );
}
