import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DetailCard } from '../../../components/detail-card.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { OnlineState } from '../../../components/online-state.tsx';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useInstallationGateways } from '../api/list-installation-gateways.ts';
import { useT } from '../../../i18n/display-preferences.ts';

export interface InstallationChargersCardProps {
  installationUuid: string;
  gatewayHref: (hemsLogicalId: string, hemGatewayId: string) => string;
  chargerHref: (evseUuid: string) => string;
}

// Ids and names of any length the spec allows stay inside the card: they wrap anywhere.
const LIST = { m: 0, pl: 2.5, overflowWrap: 'anywhere' } as const;

/**
 * A site's gateways and the chargers registered on them, from its installation's gateways call:
 * each a link to its page.
 */
export function InstallationChargersCard({
  installationUuid,
  gatewayHref,
  chargerHref,
}: InstallationChargersCardProps) {
  const t = useT();
  const result = useInstallationGateways(installationUuid);
  if (result.status === 'loading') {
    return (
      <DetailCard title={t('gateways.card')}>
        <Skeleton variant="rounded" height={96} aria-label={t('gateways.cardLoading')} />
      </DetailCard>
    );
  }
  if (result.status === 'error') {
    return (
      <DetailCard title={t('gateways.card')}>
        <LoadErrorAlert title={t('gateways.cardError')} error={result.error} onRetry={result.retry} />
      </DetailCard>
    );
  }
  const gateways = result.data.gateways;
  const chargers = gateways.flatMap((detail) => detail.chargers);
  return (
    <DetailCard title={t('gateways.cardTitle', { gateways: gateways.length, chargers: chargers.length })}>
      <Typography variant="body2" color="text.secondary">
        {t('gateways.gateways')}
      </Typography>
      <Typography component="ul" variant="body2" sx={LIST} aria-label={t('gateways.gatewaysOfSite')}>
        {keyed(gateways, (detail) => detail.gateway.hemGatewayId).map(([key, { gateway }]) => (
          <li key={key}>
            <Link
              component={RouterLink}
              to={gatewayHref(gateway.hemsLogicalId, gateway.hemGatewayId)}
              sx={{ fontFamily: 'monospace', mr: 1 }}
            >
              {gateway.hemGatewayId}
            </Link>
            <OnlineState online={gateway.online} />
          </li>
        ))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('gateways.chargers')}
      </Typography>
      {chargers.length === 0 ? (
        <Typography variant="body2">{t('gateways.noCharger')}</Typography>
      ) : (
        <Typography component="ul" variant="body2" sx={LIST} aria-label={t('gateways.chargersOfSite')}>
          {keyed(chargers, (charger) => charger.evseUuid).map(([key, charger]) => (
            <li key={key}>
              <Link component={RouterLink} to={chargerHref(charger.evseUuid)}>
                {charger.displayName.trim() === '' ? charger.uniqueIdentifier : charger.displayName}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {charger.uniqueIdentifier} ·{' '}
                {charger.connectivity === 'EVSE_ONLINE' ? t('gateways.online') : t('gateways.offline')}
              </Typography>
            </li>
          ))}
        </Typography>
      )}
    </DetailCard>
  );
}
