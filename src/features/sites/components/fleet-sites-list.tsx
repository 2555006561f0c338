import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { Fleet, SiteListRow } from '../../../domain/sites-row.ts';
import { useFleetSites } from '../hooks/use-fleet-sites.ts';
import { useSitesListUrl } from '../hooks/use-sites-list-url.ts';
import { SitesList } from './sites-list.tsx';

export interface FleetSitesListProps {
  fleet: Fleet;
  /** The HEMS providers to ask (null while they load). */
  providerIds: readonly string[] | null;
  fleets: readonly Fleet[];
}

/** /fleet/{fleet_uuid}: the sites list with the fleet preset, gathered from every HEMS provider. */
export function FleetSitesList({ fleet, providerIds, fleets }: FleetSitesListProps) {
  const list = useSitesListUrl();
  const source = useFleetSites(fleet.uuid, providerIds);
  const rowHref = useCallback(
    (row: SiteListRow) => paths.fleetSite({ fleet_uuid: fleet.uuid, site_uuid: row.siteUuid }),
    [fleet.uuid],
  );
  return (
    <SitesList
      source={source}
      list={list}
      fleets={fleets}
      showFleetFilter={false}
      rowHref={rowHref}
      owner={`fleet ${fleet.name}`}
      emptyActions={
        <Button variant="outlined" component={RouterLink} to={paths.fleets()}>
          All fleets
        </Button>
      }
    />
  );
}
