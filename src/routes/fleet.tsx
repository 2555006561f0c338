import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ActivityLink } from '../components/activity-link.tsx';
import { LoadErrorAlert } from '../components/load-error-alert.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ProgressLine } from '../components/progress-line.tsx';
import { paths } from '../config/paths.ts';
import { findFleet } from '../domain/sites/sites-fleets.ts';
import { useFleets } from '../features/fleets/api/get-fleets.ts';
import { useHemsProviders } from '../features/hems/api/get-hems-providers.ts';
import { UnknownFleetAlert } from '../features/fleets/components/unknown-fleet-alert.tsx';
import { FleetSitesList } from '../features/sites/components/fleet-sites-list.tsx';
import { fleetName } from '../domain/sites/fleets-str.ts';
import { useT } from '../i18n/display-preferences.ts';

/**
 * /fleet/:fleet_uuid: the sites list with the fleet preset. A fleet spans HEMS providers and the sites call is per
 * provider, so the list asks every provider for the fleet's sites (fleets=<uuid>) and gathers them.
 */
export function FleetRoute() {
  const t = useT();
  const { fleet_uuid: fleetUuid = '' } = useParams();
  const fleets = useFleets();
  const providers = useHemsProviders();
  const fleet = fleets.status === 'ready' ? findFleet(fleets.data, fleetUuid) : undefined;
  const back = { backTo: paths.fleets() };

  if (fleets.status === 'loading') {
    return (
      <>
        <PageHeader title={t('fleets.fleet')} subtitle={fleetUuid} {...back} />
        <ProgressLine aria-label={t('fleets.loadingFleet')} />
      </>
    );
  }
  const failure = fleets.status === 'error' ? fleets : providers.status === 'error' ? providers : null;
  if (failure !== null && failure.error !== null) {
    return (
      <>
        <PageHeader
          title={fleet === undefined ? t('fleets.fleet') : fleetName(fleet)}
          subtitle={fleetUuid}
          {...back}
        />
        <LoadErrorAlert
          title={failure === fleets ? t('fleets.loadError') : t('fleets.providersError')}
          error={failure.error}
          onRetry={failure.retry}
        />
      </>
    );
  }
  if (fleet === undefined) {
    return (
      <>
        <PageHeader title={t('fleets.fleet')} subtitle={fleetUuid} {...back} />
        <UnknownFleetAlert fleetUuid={fleetUuid} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={fleetName(fleet)}
        subtitle={t('fleets.pageSubtitle', { id: fleet.uuid })}
        {...back}
        right={
          // No icons: this route's JS is close to its budget (258.6 of 260 kB measured, DESIGN §6).
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              component={RouterLink}
              to={paths.fleetEvsesOverview({ fleetUuid: fleet.uuid })}
            >
              {t('fleets.chargers')}
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={paths.fleetEnergyDashboard({ fleetUuid: fleet.uuid })}
            >
              {t('fleets.energyDashboard')}
            </Button>
            <ActivityLink target={fleet.uuid} what={t('fleets.thisFleet')} inLanguageShown />
          </Stack>
        }
      />
      <FleetSitesList
        key={fleet.uuid}
        fleet={fleet}
        fleets={fleets.data ?? []}
        providerIds={providers.status === 'ready' ? providers.data.map((p) => p.id) : null}
      />
    </>
  );
}
