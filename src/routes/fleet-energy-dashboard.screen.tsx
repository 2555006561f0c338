import LinearProgress from '@mui/material/LinearProgress';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../components/load-error-alert.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { shortId } from './breadcrumb-trail.ts';
import { paths } from '../config/paths.ts';
import { routeEntry } from './route-catalogue.ts';
import { fleetName } from '../domain/sites/fleets-str.ts';
import { findFleet } from '../domain/sites/sites-fleets.ts';
import { FleetEnergyDashboard } from '../features/fleet-energy/components/fleet-energy-dashboard.tsx';
import { useFleets } from '../features/fleets/api/get-fleets.ts';
import { UnknownFleetAlert } from '../features/fleets/components/unknown-fleet-alert.tsx';
import { fleetDashboardLinks } from './fleet-energy-links.ts';
import { useT } from '../i18n/display-preferences.ts';

/**
 * /fleet-energy-dashboard/:fleetUuid: the fleet's counts and energy. The fleets list gives the name the problem
 * links filter by (SPEC §5: the problem list's fleet filter matches names).
 */
export function FleetEnergyDashboardRoute() {
  const t = useT();
  const { fleetUuid = '' } = useParams();
  const fleets = useFleets();
  const fleet = fleets.status === 'ready' ? findFleet(fleets.data, fleetUuid) : undefined;
  const links = useMemo(() => (fleet ? fleetDashboardLinks(fleet) : null), [fleet]);
  const header = (
    <PageHeader
      title={
        fleet
          ? t('fleets.dashboardTitle', { name: fleetName(fleet) })
          : routeEntry('fleetEnergyDashboard').title
      }
      subtitle={t('fleets.fleetId', { id: fleet ? fleet.uuid : shortId(fleetUuid) })}
      // The fleet's crumb above says its name, as this title does.
      {...(fleet ? { names: { [fleet.uuid]: fleetName(fleet) } } : {})}
      backTo={fleet ? paths.fleet({ fleet_uuid: fleet.uuid }) : paths.fleets()}
      backLabel={fleet ? t('fleets.backToFleet') : t('fleets.backToFleets')}
    />
  );
  if (fleets.status === 'loading') {
    return (
      <>
        {header}
        <LinearProgress aria-label={t('fleets.loadingFleet')} />
      </>
    );
  }
  if (fleets.status === 'error') {
    return (
      <>
        {header}
        <LoadErrorAlert title={t('fleets.loadError')} error={fleets.error} onRetry={fleets.retry} />
      </>
    );
  }
  return (
    <>
      {header}
      {fleet && links ? (
        <FleetEnergyDashboard
          key={fleet.uuid}
          fleetUuid={fleet.uuid}
          links={links}
          unknownFleet={<UnknownFleetAlert fleetUuid={fleetUuid} />}
        />
      ) : (
        <UnknownFleetAlert fleetUuid={fleetUuid} />
      )}
    </>
  );
}
