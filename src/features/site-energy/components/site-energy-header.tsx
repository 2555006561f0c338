import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { QueryState } from '../../../api/query-state.ts';
import {
  HEALTH_LEVEL_TEXT,
  healthTone,
  siteStatusLabel,
  siteStatusTone,
} from '../../../domain/sites/sites-display.ts';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';
import { READINESS_LABEL_TEXT } from '../../../domain/sites/statuses.ts';
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
  const a = assets.status === 'ready' ? assets.data : null;
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Site state">
        <Chip label={siteStatusLabel(site.status)} color={siteStatusTone(site.status)} />
        <Chip
          label={site.online ? 'Online' : 'Offline'}
          color={site.online ? 'success' : 'error'}
          variant="outlined"
        />
        <Chip
          label={`Health: ${HEALTH_LEVEL_TEXT[site.health.overall]}`}
          color={healthTone(site.health.overall)}
        />
        <Chip
          label={`Forecasting: ${READINESS_LABEL_TEXT[site.readyForForecastingLabel]}`}
          variant="outlined"
        />
        <Chip
          label={`Optimization: ${READINESS_LABEL_TEXT[site.readyForOptimizationLabel]}`}
          variant="outlined"
        />
        <Chip label={`Trading: ${READINESS_LABEL_TEXT[site.readyForTradingLabel]}`} variant="outlined" />
        <Chip label={`Supply-Trading ${site.tradingEnabledSupply ? 'enabled' : 'off'}`} variant="outlined" />
        <Chip label={`Feed-in-Trading ${site.tradingEnabledFeedIn ? 'enabled' : 'off'}`} variant="outlined" />
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        aria-label="Assets"
      >
        <Typography variant="body2" color="text.secondary">
          Assets:
        </Typography>
        {assets.status === 'loading' ? <Typography variant="body2">loading…</Typography> : null}
        {assets.status === 'error' ? (
          <Typography
            variant="body2"
            color="error"
          >{`could not be loaded (${errorText(assets.error)})`}</Typography>
        ) : null}
        {a?.pv ? <Chip size="small" label={`PV ${formatQuantity(a.pv.peakPowerKw, 'kWp')}`} /> : null}
        {a?.battery ? (
          <Chip
            size="small"
            label={`Battery ${formatQuantity(a.battery.capacityKwh, 'kWh')} / ${formatQuantity(a.battery.maxPowerKw, 'kW')}`}
          />
        ) : null}
        {a?.heatPump ? (
          <Chip size="small" label={`Heat pump ${formatQuantity(a.heatPump.maxPowerKw, 'kW')}`} />
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
          <Typography variant="body2">none</Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
