import { EvStationIcon } from '../../../components/icons/ev-station.tsx';
import { useCallback, useMemo } from 'react';
import { useApiClient } from '../../../api/use-api-client.ts';
import {
  LazyCheckboxFilterPanel,
  preloadCheckboxFilterPanel,
} from '../../../components/list-screen/lazy-checkbox-filter-panel.tsx';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListSearch } from '../../../components/list-screen/list-search.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { useNow } from '../../../components/use-now.ts';
import type { EvseRow } from '../../../domain/evse/evse-types.ts';
import { EVSES_LIST_MODULE } from '../../../domain/evse/evses.list.ts';
import { withFaultedOnly } from '../../../domain/evse/faulted-evses.ts';
import { listRequest } from '../../../domain/lists/list-module.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import type { Fleet } from '../../../domain/sites/sites-row.ts';
import { useChargepointModels } from '../api/list-chargepoint-models.ts';
import { listEvses, useEvses, type EvseListSource } from '../api/list-evses.ts';
import { evseCsvColumns } from '../hooks/evse-csv.ts';
import { evseColumns } from './evse-columns.tsx';
import { FaultedChargersLink } from './faulted-chargers-link.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

export interface EvseListProps {
  /** Only this fleet's chargers (the fleet's routes): the Fleets filter is then not offered. */
  fleetUuid?: string;
  /** The fleets to filter by (their names in the URL, their uuids on the wire); undefined while they load. */
  fleets?: readonly Fleet[] | undefined;
  /** The sales list shows the customer's user reference and model first. */
  salesOrder?: boolean;
  /** Every charger (the default) or the signed-in salesperson's customers' (Your EVSEs). */
  source?: EvseListSource;
  hrefOf: (row: EvseRow) => string;
  siteHrefOf: (row: EvseRow) => string;
}

const NO_FLEETS: readonly Fleet[] = [];
const GROUPS_IN_A_FLEET = EVSES_LIST_MODULE.list.groups.filter((group) => group !== 'fleets');
const NEWEST_FIRST = { key: 'lastConnection', direction: 'desc' } as const;

/**
 * A server-paged charger list on the kit's list screen: search, the charger filter groups with chips, last
 * connection sortable, every state of it in the URL.
 */
export function EvseList({
  fleetUuid,
  fleets,
  salesOrder = false,
  source = 'all',
  hrefOf,
  siteHrefOf,
}: EvseListProps) {
  const t = useT();
  const context = useMemo(() => ({ fleet: fleetUuid, fleets: fleets ?? NO_FLEETS }), [fleetUuid, fleets]);
  const list = useListScreen(EVSES_LIST_MODULE, {
    context,
    ...(fleetUuid === undefined ? {} : { groups: GROUPS_IN_A_FLEET }),
    defaultSort: NEWEST_FIRST,
  });
  const { state } = list.url;
  const query = list.request;
  // Chosen fleets are sent as uuids: until the fleets are known, the request cannot be said.
  const fleetsPending = fleetUuid === undefined && fleets === undefined && state.filters.fleets.length > 0;
  const evses = useEvses(query, !fleetsPending, source);
  // The faulted chargers among those in view: the same search and filters, the Status filter set to Faulted alone.
  const faultedFilters = useMemo(() => withFaultedOnly(state.filters), [state.filters]);
  const faultedQuery = useMemo(
    () => listRequest(EVSES_LIST_MODULE, { ...state, page: 1, filters: faultedFilters }, context),
    [state, faultedFilters, context],
  );
  const models = useChargepointModels();
  const now = useNow();
  const api = useApiClient();
  const queryKey = JSON.stringify(query);
  const modelList = models.status === 'ready' ? models.data : null;
  const fetchPage = useCallback(
    async (page: number | undefined) => {
      const answer = await listEvses(
        api,
        { ...(JSON.parse(queryKey) as typeof query), page: page ?? 1 },
        source,
      );
      return {
        rows: answer.evses,
        next: answer.page < answer.countPages ? answer.page + 1 : undefined,
        total: answer.countTotal,
      };
    },
    [api, queryKey, source],
  );
  const csvColumns = useMemo(() => evseCsvColumns(modelList), [modelList]);
  const data = evses.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined
      ? ''
      : data.countTotal === 0
        ? t('chargers.count0')
        : t('chargers.range', {
            first: formatCount(first),
            last: formatCount(first + data.evses.length - 1),
            total: formatCount(data.countTotal),
            found: list.filtered ? t('chargers.found') : '',
          });
  return (
    <ListScreen
      list={list}
      query={evses}
      rows={data?.evses}
      rowId={(row) => row.evseUuid}
      columns={evseColumns({ models: modelList, now, hrefOf, siteHrefOf, salesOrder })}
      table={{ label: t('chargers.tableLabel'), loadingLabel: t('chargers.loadingTable') }}
      what={t('chargers.what')}
      errorTitle={t('chargers.listError')}
      search={
        <ListSearch list={list} label={t('chargers.search')} placeholder={t('chargers.searchPlaceholder')} />
      }
      filters={{
        // Every charger group is a checkbox list (the fleets too, their choices from the fleets call), so the select
        // and date controls stay out of these routes' JS; the panel itself loads when it first opens.
        panel: (
          <LazyCheckboxFilterPanel
            label={t('chargers.filters')}
            onReset={list.reset}
            resetDisabled={!list.filtered}
            value={state.filters}
            onChange={list.setFilters}
            groups={list.groups}
            fleetOptions={fleets ?? NO_FLEETS}
          />
        ),
        onPreload: preloadCheckboxFilterPanel,
      }}
      chips
      csv={
        <CsvExportButton
          name="chargers"
          columns={csvColumns}
          fetchPage={fetchPage}
          what={t('chargers.what')}
        />
      }
      empty={{
        icon: <EvStationIcon fontSize="inherit" />,
        title: list.filtered ? t('chargers.noMatch') : t('chargers.none'),
        clearLabel: t('chargers.clearSearchAndFilters'),
        text: list.filtered
          ? t('chargers.noMatchText')
          : source === 'yours'
            ? t('chargers.noneYours')
            : t('chargers.noneHere'),
      }}
      pages={<ListPages list={list} label={t('chargers.pages')} of={data} description={description} />}
      slots={{
        toolbarStart: (
          <FaultedChargersLink
            query={faultedQuery}
            search={list.url.hrefFor({ type: 'setFilters', filters: faultedFilters })}
            source={source}
            enabled={!fleetsPending}
          />
        ),
      }}
    />
  );
}
