import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { sitesQueryKey, sitesServerQuery } from '../../../domain/sites-query.ts';
import type { Fleet, SiteListRow } from '../../../domain/sites-row.ts';
import { useProviderSites } from '../hooks/use-provider-sites.ts';
import { useSitesListUrl } from '../hooks/use-sites-list-url.ts';
import { SitesList } from './sites-list.tsx';

export interface ProviderSitesListProps {
  hemsId: string;
  /** The provider's display name, when known. */
  providerName?: string;
  /** Every fleet (filter options; the server query sends their uuids). */
  fleets: readonly Fleet[];
  /** The fleets are still loading: a fleet filter from the URL waits for their uuids before the first request. */
  fleetsPending: boolean;
}

const siteHref = (row: SiteListRow) => paths.site({ subUuid: row.subscription });

/** /hems/active/{id}: one HEMS provider's sites, server-paged, with the SPEC §7 server parameters. */
export function ProviderSitesList({ hemsId, providerName, fleets, fleetsPending }: ProviderSitesListProps) {
  const list = useSitesListUrl();
  const { state, dispatch } = list;
  const waiting = fleetsPending && state.filters.fleets.length > 0;
  const built = waiting ? null : sitesServerQuery(state.filters, state.text, fleets);
  const key = built === null ? null : sitesQueryKey(built);
  // One query object per distinct query, so effects keyed on it run once per change.
  const query = useMemo(() => built, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const source = useProviderSites({
    hemsId,
    query,
    page: state.page,
    wantAll: state.all,
    onAllLoaded: () => {
      if (!state.all) dispatch({ type: 'setAll', all: true }, { replace: true });
    },
    onAllCancelled: () => dispatch({ type: 'setAll', all: false }, { replace: true }),
  });
  const name = providerName ?? hemsId;
  return (
    <SitesList
      source={source}
      list={list}
      fleets={fleets}
      showFleetFilter
      rowHref={siteHref}
      owner={`HEMS provider ${name}`}
      emptyActions={
        <>
          <Button variant="contained" component={RouterLink} to={paths.hemsPrepared({ id: hemsId })}>
            Prepared installations
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.hems()}>
            All HEMS providers
          </Button>
        </>
      }
    />
  );
}
