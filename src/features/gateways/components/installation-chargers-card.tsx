import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DetailCard } from '../../../components/detail-card.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { OnlineState } from '../../../components/online-state.tsx';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useInstallationGateways } from '../api/list-installation-gateways.ts';

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
  const result = useInstallationGateways(installationUuid);
  if (result.status === 'loading') {
    return (
      <DetailCard title="Gateways and chargers">
        <Skeleton variant="rounded" height={96} aria-label="Loading the gateways and chargers" />
      </DetailCard>
    );
  }
  if (result.status === 'error') {
    return (
      <DetailCard title="Gateways and chargers">
        <LoadErrorAlert
          title="Could not load the site's gateways and chargers"
          error={result.error}
          onRetry={result.retry}
        />
      </DetailCard>
    );
  }
  const gateways = result.data.gateways;
  const chargers = gateways.flatMap((detail) => detail.chargers);
  return (
    <DetailCard title={`Gateways (${gateways.length}) and chargers (${chargers.length})`}>
      <Typography variant="body2" color="text.secondary">
        Gateways
      </Typography>
      <Typography component="ul" variant="body2" sx={LIST} aria-label="Gateways of this site">
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
        Chargers
      </Typography>
      {chargers.length === 0 ? (
        <Typography variant="body2">No charger is registered on this site's gateways.</Typography>
      ) : (
        <Typography component="ul" variant="body2" sx={LIST} aria-label="Chargers of this site">
          {keyed(chargers, (charger) => charger.evseUuid).map(([key, charger]) => (
            <li key={key}>
              <Link component={RouterLink} to={chargerHref(charger.evseUuid)}>
                {charger.displayName.trim() === '' ? charger.uniqueIdentifier : charger.displayName}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {charger.uniqueIdentifier} · {charger.connectivity === 'EVSE_ONLINE' ? 'online' : 'offline'}
              </Typography>
            </li>
          ))}
        </Typography>
      )}
    </DetailCard>
  );
}
