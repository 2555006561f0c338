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
import { useT } from '../../../i18n/display-preferences.ts';

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
  const t = useT();
  const result = useGateway(hemsLogicalId, hemGatewayId);
  const now = useNow();
  if (result.status === 'loading') return <LinearProgress aria-label={t('gateways.loading')} />;
  if (result.status === 'error') {
    return (
      <LoadErrorAlert
        title={
          result.error.status === 404
            ? t('gateways.notFound', { gateway: hemGatewayId, hems: hemsLogicalId })
            : t('gateways.loadError')
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
          title={t('gateways.gateway')}
          fields={[
            {
              label: t('gateways.field.state'),
              value: <OnlineState online={gateway.online} offline={{ since: gateway.lastConnection, now }} />,
            },
            {
              label: t('gateways.field.lastConnection'),
              // Offline, the state says for how long; here the instant it began.
              value: gateway.online ? (
                <RelativeInstant iso={gateway.lastConnection} now={now} />
              ) : (
                displayDateTime(gateway.lastConnection)
              ),
            },
            { label: t('gateways.field.firmware'), value: gateway.firmwareVersion, mono: true },
            { label: t('gateways.field.type'), value: gateway.gatewayType },
            { label: t('gateways.field.provider'), value: gateway.hemProvider },
          ]}
        />
        <DetailCard
          title={t('gateways.installationAndSite')}
          fields={[
            {
              label: t('gateways.field.installation'),
              value: (
                <Link component={RouterLink} to={installationHref(gateway.installationUuid)}>
                  {gateway.installationName}
                </Link>
              ),
            },
            { label: t('gateways.field.hemsLogicalId'), value: gateway.hemsLogicalId, mono: true },
            {
              label: t('gateways.field.site'),
              value: gateway.site ? (
                <Link component={RouterLink} to={siteHref(gateway.site.subscription)}>
                  {gateway.site.userReference}
                </Link>
              ) : (
                t('gateways.notYetSite')
              ),
            },
          ]}
        />
      </Columns>
      <GatewayDevicesTable detail={result.data} chargerHref={chargerHref} />
    </Stack>
  );
}
