import { useLocation, useParams } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { findFleet } from '../domain/sites/sites-fleets.ts';
import { useFleets } from '../features/fleets/api/get-fleets.ts';
import { SiteDetailScreen } from '../features/site-detail/components/site-detail-screen.tsx';
import { siteEquipmentOf } from './site-equipment.tsx';

/** /fleet/:fleet_uuid/:site_uuid: one site by its site uuid, opened from a fleet's list. */
export function FleetSiteRoute() {
  const { fleet_uuid: fleetUuid = '', site_uuid: siteUuid = '' } = useParams();
  const location = useLocation();
  const fleets = useFleets();
  const name = fleets.status === 'ready' ? findFleet(fleets.data, fleetUuid)?.name : undefined;
  const back =
    location.key !== 'default'
      ? ({ backOneStep: true } as const)
      : { backTo: paths.fleet({ fleet_uuid: fleetUuid }) };
  return (
    <SiteDetailScreen
      key={siteUuid}
      siteKey={siteUuid}
      kind="siteUuid"
      back={back}
      equipmentOf={siteEquipmentOf}
      fleet={name === undefined ? { uuid: fleetUuid } : { uuid: fleetUuid, name }}
    />
  );
}
