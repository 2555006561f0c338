import { EvStationIcon } from '../../../components/icons/ev-station.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { FilterPanelCore } from '../../../components/filter-panel-core.tsx';
import { AnswerPagination } from '../../../components/list-pagination.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { useListUrl } from '../../../components/use-list-url.ts';
import { useNow } from '../../../components/use-now.ts';
import { activeGroups } from '../../../domain/filter-table/filter-groups.ts';
import { EVSES_LIST_MODULE } from '../../../domain/evse/evses.list.ts';
import { listRequest } from '../../../domain/lists/list-module.ts';
import type { EvseRow } from '../../../domain/evse/evse-types.ts';
import type { Fleet } from '../../../domain/sites/sites-row.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { useCallback, useMemo } from 'react';
import { useApiClient } from '../../../api/use-api-client.ts';
import { useChargepointModels } from '../api/list-chargepoint-models.ts';
import { listEvses, useEvses, type EvseListSource } from '../api/list-evses.ts';
import { evseCsvColumns } from '../hooks/evse-csv.ts';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { EvsesTable } from './evses-table.tsx';

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

/**
 * A server-paged charger list: search, the three charger filter groups with chips, last connection
 * sortable, every state of it in the URL through the one list controller.
 */
export function EvseList({
  fleetUuid,
  fleets,
  salesOrder = false,
  source = 'all',
  hrefOf,
  siteHrefOf,
}: EvseListProps) {
  const { state, dispatch, hrefFor } = useListUrl(EVSES_LIST_MODULE.list);
  const query = listRequest(EVSES_LIST_MODULE, state, { fleet: fleetUuid, fleets: fleets ?? NO_FLEETS });
  // Chosen fleets are sent as uuids: until the fleets are known, the request cannot be said.
  const fleetsPending = fleetUuid === undefined && fleets === undefined && state.filters.fleets.length > 0;
  const evses = useEvses(query, !fleetsPending, source);
  const groups = fleetUuid === undefined ? EVSES_LIST_MODULE.list.groups : GROUPS_IN_A_FLEET;
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
  const columns = useMemo(() => evseCsvColumns(modelList), [modelList]);
  const filtered = activeGroups(state.filters).length > 0 || state.text.trim() !== '';
  const direction = state.sort?.direction ?? 'desc';
  const data = evses.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined
      ? ''
      : data.countTotal === 0
        ? '0 chargers'
        : `Chargers ${formatCount(first)}–${formatCount(first + data.evses.length - 1)} of ${formatCount(data.countTotal)}${filtered ? ' found' : ''}`;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <SearchField
          value={state.text}
          onSearch={(text) => dispatch({ type: 'setText', text })}
          label="Search chargers"
          placeholder="Identifier, name or user reference"
        />
        <Box sx={{ flexGrow: 1 }} />
        <CsvExportButton name="chargers" columns={columns} fetchPage={fetchPage} what="the chargers" />
        <UpdatedAgo what="the chargers" data={evses} />
      </Stack>
      <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2} sx={{ alignItems: { xl: 'flex-start' } }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label="Charger filters"
          sx={{ p: 2, minWidth: 260 }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
              Filters
            </Typography>
            <Button size="small" onClick={() => dispatch({ type: 'reset' })} disabled={!filtered}>
              Reset
            </Button>
          </Stack>
          {/* The shared panel's core: every charger group is a checkbox list (the fleets too, their choices from
              the fleets call), so the select and date controls stay out of these routes' JS. */}
          <FilterPanelCore
            value={state.filters}
            onChange={(filters) => dispatch({ type: 'setFilters', filters })}
            groups={groups}
            fleetOptions={fleets ?? NO_FLEETS}
          />
        </Paper>
        <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <FilterChips
            value={state.filters}
            onChange={(filters) => dispatch({ type: 'setFilters', filters })}
          />
          {evses.status === 'error' ? (
            <LoadErrorAlert title="Could not load the chargers" error={evses.error} onRetry={evses.retry} />
          ) : data !== undefined && data.evses.length === 0 ? (
            <MessagePanel
              icon={<EvStationIcon fontSize="inherit" />}
              title={filtered ? 'No charger matches' : 'No chargers'}
              titleAs="h2"
              actions={
                filtered ? (
                  <Button variant="outlined" onClick={() => dispatch({ type: 'reset' })}>
                    Clear search and filters
                  </Button>
                ) : undefined
              }
            >
              {filtered
                ? 'No charger matches the search and filters. Change or clear them.'
                : source === 'yours'
                  ? 'None of your customers has a charger yet, or no site has you as its account owner.'
                  : 'No charger is registered here yet.'}
            </MessagePanel>
          ) : (
            <>
              <EvsesTable
                rows={data?.evses ?? []}
                loading={data === undefined}
                models={models.status === 'ready' ? models.data : null}
                now={now}
                hrefOf={hrefOf}
                siteHrefOf={siteHrefOf}
                salesOrder={salesOrder}
                sortDirection={direction}
                sortHref={hrefFor({
                  type: 'setSort',
                  sort: { key: 'lastConnection', direction: direction === 'desc' ? 'asc' : 'desc' },
                })}
              />
              <AnswerPagination
                answer={data}
                hrefFor={(page) => hrefFor({ type: 'setPage', page })}
                description={description}
                label="Charger pages"
              />
            </>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
