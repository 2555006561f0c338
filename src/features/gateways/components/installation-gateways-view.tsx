import Box from '@mui/material/Box';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import { useCanOpen } from '../../../auth/use-can.ts';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { OnlineState } from '../../../components/online-state.tsx';
import { useNow } from '../../../components/use-now.ts';
import { useInstallationGateways } from '../api/list-installation-gateways.ts';
import { GatewayDevicesTable } from './gateway-devices-table.tsx';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useT } from '../../../i18n/display-preferences.ts';

export interface InstallationGatewaysViewProps {
  installationUuid: string;
  chargerHref: (evseUuid: string) => string;
  addHref: (hemGatewayId: string) => string;
  editHref: (hemGatewayId: string, assetUuid: string) => string;
  /** The site page of the installation's site (by its subscription uuid). */
  siteHref: (subscription: string) => string;
  /** A gateway's own page. */
  gatewayHref: (hemsLogicalId: string, hemGatewayId: string) => string;
  /** The prepared-installations list of a HEMS provider (by its key, the answer's proposed `preparedHemsId`). */
  preparedHref: (hemsId: string) => string;
}

/** The gateway-devices page: every gateway of an installation and the devices behind each. */
export function InstallationGatewaysView({
  installationUuid,
  chargerHref,
  addHref,
  editHref,
  siteHref,
  gatewayHref,
  preparedHref,
}: InstallationGatewaysViewProps) {
  const t = useT();
  const canAdd = useCanOpen('assetsAddEvse');
  const canOpenPrepared = useCanOpen('hemsPrepared');
  const result = useInstallationGateways(installationUuid);
  const now = useNow();
  if (result.status === 'loading') return <LinearProgress aria-label={t('gateways.loadingGateways')} />;
  if (result.status === 'error') {
    return (
      <LoadErrorAlert
        title={
          result.error.status === 404
            ? t('gateways.noInstallation', { id: installationUuid })
            : t('gateways.loadGatewaysError')
        }
        error={result.error}
        onRetry={result.retry}
      />
    );
  }
  const installation = result.data;
  return (
    <Stack spacing={3}>
      <Typography>
        {installation.installationName} · {installation.hemProvider}: {installation.hemsLogicalId} ·{' '}
        {t('gateways.siteLabel')}{' '}
        {installation.site === null ? (
          t('gateways.notYetSiteLower')
        ) : (
          <Link component={RouterLink} to={siteHref(installation.site.subscription)} underline="always">
            {installation.site.userReference}
          </Link>
        )}
        {/* Back to the prepared installation, only by the key the answer carries (never from the name). */}
        {installation.preparedHemsId !== null && canOpenPrepared ? (
          <>
            {' · '}
            <Link component={RouterLink} to={preparedHref(installation.preparedHemsId)} underline="always">
              {t('gateways.preparedOf', { provider: installation.hemProvider })}
            </Link>
          </>
        ) : null}
      </Typography>
      {canAdd ? null : <WhoCanNote action={t('gateways.addWhoCan')} operation="createEvse" inLanguageShown />}
      {keyed(installation.gateways, (detail) => detail.gateway.hemGatewayId).map(([key, detail]) => {
        const id = detail.gateway.hemGatewayId;
        return (
          <Paper
            key={key}
            component="section"
            variant="outlined"
            aria-label={t('gateways.gatewayRegion', { gateway: id })}
            sx={{ p: 2 }}
          >
            {/* Wraps on a narrow screen: the online state is longer in German ("Offline seit …"). */}
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}
            >
              <Typography
                component="h2"
                variant="subtitle1"
                sx={{ fontWeight: 600, fontFamily: 'monospace' }}
              >
                <Link component={RouterLink} to={gatewayHref(detail.gateway.hemsLogicalId, id)}>
                  {id}
                </Link>
              </Typography>
              <OnlineState
                online={detail.gateway.online}
                offline={{ since: detail.gateway.lastConnection, now }}
              />
              <Typography color="text.secondary">{detail.gateway.gatewayType}</Typography>
              <Box sx={{ flexGrow: 1 }} />
              {canAdd ? (
                <Button
                  component={RouterLink}
                  to={addHref(id)}
                  variant="outlined"
                  aria-label={t('gateways.addChargerTo', { gateway: id })}
                >
                  {t('gateways.addCharger')}
                </Button>
              ) : null}
            </Stack>
            <GatewayDevicesTable
              detail={detail}
              chargerHref={chargerHref}
              editHref={(assetUuid) => editHref(id, assetUuid)}
            />
          </Paper>
        );
      })}
    </Stack>
  );
}
