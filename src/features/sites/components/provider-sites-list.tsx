import Button from '@mui/material/Button';
import { useDeferredValue, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { sitesServerQuery } from '../../../domain/sites/sites-query.ts';
import type { Fleet, SiteListRow } from '../../../domain/sites/sites-row.ts';
import { useSites } from '../hooks/use-sites.ts';
import { SitesList, useSitesListScreen } from './sites-list.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

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
  const list = useSitesListScreen(fleets);
  const t = useT();
  const { state, dispatch } = list.url;
  // The request follows the URL in a render after the one that shows the control's change (SitesList's rows too).
  const applied = useDeferredValue(state);
  const waiting = fleetsPending && applied.filters.fleets.length > 0;
  // The list state is parsed once per URL change, so the server query is built (and keyed) once per change too.
  const { filters, text } = applied;
  const query = useMemo(
    () => (waiting ? null : sitesServerQuery(filters, text, fleets)),
    [waiting, filters, text, fleets],
  );
  const providers = useMemo(() => [hemsId], [hemsId]);
  const source = useSites({
    providers,
    query,
    page: applied.page,
    wantAll: applied.all,
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
      owner={t('sites.ownerProvider', { name })}
      emptyActions={
        <>
          <Button variant="contained" component={RouterLink} to={paths.hemsPrepared({ id: hemsId })}>
            {t('sites.prepared')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.hems()}>
            {t('sites.allProviders')}
          </Button>
        </>
      }
    />
  );
}
