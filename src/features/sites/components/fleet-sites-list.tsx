import Button from '@mui/material/Button';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { sitesOfFleet } from '../../../domain/sites/sites-fleets.ts';
import type { Fleet, SiteListRow } from '../../../domain/sites/sites-row.ts';
import { useSites } from '../hooks/use-sites.ts';
import { SitesList, useSitesListScreen } from './sites-list.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

export interface FleetSitesListProps {
  fleet: Fleet;
  /** The HEMS providers to ask (null while they load). */
  providerIds: readonly string[] | null;
  fleets: readonly Fleet[];
}

/**
 * /fleet/{fleet_uuid}: the sites list with the fleet preset, gathered from every HEMS provider (DESIGN: the sites
 * call is per provider, and a fleet spans providers). Each provider is asked with `fleets=<uuid>` (a real server then
 * answers only the fleet's sites, in a few pages), every page is loaded, and the client keeps the sites linked to
 * the fleet by uuid — so the list is right whether or not the server filters.
 */
export function FleetSitesList({ fleet, providerIds, fleets }: FleetSitesListProps) {
  const list = useSitesListScreen(fleets);
  const t = useT();
  const query = useMemo(() => ({ fleets: [fleet.uuid] }), [fleet.uuid]);
  const keep = useCallback((rows: readonly SiteListRow[]) => sitesOfFleet(rows, fleet.uuid), [fleet.uuid]);
  const source = useSites({ providers: providerIds, query, page: null, wantAll: true, keep });
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
      owner={t('sites.ownerFleet', { name: fleet.name })}
      emptyActions={
        <Button variant="outlined" component={RouterLink} to={paths.fleets()}>
          {t('sites.allFleets')}
        </Button>
      }
    />
  );
}
