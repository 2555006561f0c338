import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { Columns } from '../../../components/columns.tsx';
import { DetailCard } from '../../../components/detail-card.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { OnlineState } from '../../../components/online-state.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { useNow } from '../../../components/use-now.ts';
import { useGateway } from '../api/get-gateway.ts';
import { GatewayDevicesTable } from './gateway-devices-table.tsx';

export interface GatewayViewProps {
  hemsLogicalId: string;
  hemGatewayId: string;
  siteHref: (subscription: string) => string;
  installationHref: (installationUuid: string) => string;
  chargerHref: (evseUuid: string) => string;
}

/** The gateway page: state, firmware, its site and installation, and its devices. */
export function GatewayView({
  hemsLogicalId,
  hemGatewayId,
  siteHref,
  installationHref,
  chargerHref,
}: GatewayViewProps) {
  const result = useGateway(hemsLogicalId, hemGatewayId);
  const now = useNow();
  if (result.status === 'loading') return <LinearProgress aria-label="Loading the gateway" />;
  if (result.status === 'error') {
    return (
      <LoadErrorAlert
        title={
          result.error.status === 404
            ? `No gateway ${hemGatewayId} in HEMS ${hemsLogicalId}`
            : 'Could not load the gateway'
        }
        error={result.error}
        onRetry={result.retry}
      />
    );
  }
  const { gateway } = result.data;
  return (
    <Stack spacing={2}>
      <Columns columns={{ xs: '1fr', md: '1fr 1fr' }}>
        <DetailCard
          title="Gateway"
          fields={[
            {
              label: 'State',
              value: <OnlineState online={gateway.online} offline={{ since: gateway.lastConnection, now }} />,
            },
            {
              label: 'Last connection',
              // Offline, the state says for how long; here the instant it began.
              value: gateway.online ? (
                <RelativeInstant iso={gateway.lastConnection} now={now} />
              ) : (
                displayDateTime(gateway.lastConnection)
              ),
            },
            { label: 'Firmware', value: gateway.firmwareVersion, mono: true },
            { label: 'Type', value: gateway.gatewayType },
            { label: 'Provider', value: gateway.hemProvider },
          ]}
        />
        <DetailCard
          title="Installation and site"
          fields={[
            {
              label: 'Installation',
              value: (
                <Link component={RouterLink} to={installationHref(gateway.installationUuid)}>
                  {gateway.installationName}
                </Link>
              ),
            },
            { label: 'HEMS logical id', value: gateway.hemsLogicalId, mono: true },
            {
              label: 'Site',
              value: gateway.site ? (
                <Link component={RouterLink} to={siteHref(gateway.site.subscription)}>
                  {gateway.site.userReference}
                </Link>
              ) : (
                'Not yet a site'
              ),
            },
          ]}
        />
      </Columns>
      <GatewayDevicesTable detail={result.data} chargerHref={chargerHref} />
    </Stack>
  );
}
