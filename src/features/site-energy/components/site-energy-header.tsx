import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { QueryState } from '../../../api/query-state.ts';
import { healthTone, siteStatusTone } from '../../../domain/sites/sites-display.ts';
import { siteStatusText } from '../../../components/filter-words.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { LEVEL_WORDS, READINESS_WORDS } from './energy-words.ts';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';
import type { SiteEnergyAssets } from '../api/get-site-energy-assets.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { errorText } from '../../../i18n/error-text.ts';

export interface SiteEnergyHeaderProps {
  site: SiteListRow;
  /** Where a charger chip leads: the charger's page in the mount the screen is in. */
  chargerHref: (evseUuid: string) => string;
  assets: QueryState<SiteEnergyAssets>;
}

/** The site's identity line: online, health, readiness and trading flags, and its energy assets. */
export function SiteEnergyHeader({ site, chargerHref, assets }: SiteEnergyHeaderProps) {
  const t = useT();
  const a = assets.status === 'ready' ? assets.data : null;
  const ready = (label: keyof typeof READINESS_WORDS) => t(READINESS_WORDS[label]);
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }} aria-label={t('energy.siteState')}>
        <Chip label={siteStatusText(site.status)} color={siteStatusTone(site.status)} />
        <Chip
          label={site.online ? t('energy.online') : t('energy.offline')}
          color={site.online ? 'success' : 'error'}
          variant="outlined"
        />
        <Chip
          label={t('energy.health', { level: t(LEVEL_WORDS[site.health.overall]) })}
          color={healthTone(site.health.overall)}
        />
        <Chip
          label={t('energy.forecasting', { state: ready(site.readyForForecastingLabel) })}
          variant="outlined"
        />
        <Chip
          label={t('energy.optimization', { state: ready(site.readyForOptimizationLabel) })}
          variant="outlined"
        />
        <Chip label={t('energy.trading', { state: ready(site.readyForTradingLabel) })} variant="outlined" />
        <Chip
          label={site.tradingEnabledSupply ? t('energy.supplyOn') : t('energy.supplyOff')}
          variant="outlined"
        />
        <Chip
          label={site.tradingEnabledFeedIn ? t('energy.feedInOn') : t('energy.feedInOff')}
          variant="outlined"
        />
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        aria-label={t('energy.assets')}
      >
        <Typography variant="body2" color="text.secondary">
          {t('energy.assetsLead')}
        </Typography>
        {assets.status === 'loading' ? (
          <Typography variant="body2">{t('energy.assetsLoading')}</Typography>
        ) : null}
        {assets.status === 'error' ? (
          <Typography variant="body2" color="error">
            {t('energy.assetsError', { message: errorText(assets.error) })}
          </Typography>
        ) : null}
        {a?.pv ? (
          <Chip size="small" label={t('energy.pvChip', { peak: formatQuantity(a.pv.peakPowerKw, 'kWp') })} />
        ) : null}
        {a?.battery ? (
          <Chip
            size="small"
            label={t('energy.batteryChip', {
              capacity: formatQuantity(a.battery.capacityKwh, 'kWh'),
              power: formatQuantity(a.battery.maxPowerKw, 'kW'),
            })}
          />
        ) : null}
        {a?.heatPump ? (
          <Chip
            size="small"
            label={t('energy.heatPumpChip', { power: formatQuantity(a.heatPump.maxPowerKw, 'kW') })}
          />
        ) : null}
        {keyed(a?.chargers ?? [], (charger) => charger.evseUuid).map(([key, charger]) => (
          <Chip
            key={key}
            size="small"
            clickable
            component={RouterLink}
            to={chargerHref(charger.evseUuid)}
            label={`${charger.label} ${formatQuantity(charger.maxPowerKw, 'kW')}`}
          />
        ))}
        {a && !a.pv && !a.battery && !a.heatPump && a.chargers.length === 0 ? (
          <Typography variant="body2">{t('energy.noAssets')}</Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
