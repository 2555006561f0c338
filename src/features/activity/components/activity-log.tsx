import { HistoryIcon } from '../../../components/icons/history.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useApiClient } from '../../../api/use-api-client.ts';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { PagedListBody } from '../../../components/paged-list-body.tsx';
import { LazyFilterDateRange } from '../../../components/filter-date-range-lazy.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { useListUrl } from '../../../components/use-list-url.ts';
import { useNow } from '../../../components/use-now.ts';
import { ACTIVITY_PAGE_SIZE, operationLabel } from '../../../domain/activity/activity-query.ts';
import { activityQueryOf } from '../../../domain/activity/activity.list.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { listActivity, useActivity } from '../api/list-activity.ts';
import { ACTIVITY_CSV_COLUMNS } from '../hooks/activity-csv.ts';
import { ACTIVITY_LIST_CONFIG, useActivityFilters } from '../hooks/use-activity-filters.ts';
import { ActivityRow } from './activity-row.tsx';
import { ActivitySelect } from './activity-select.tsx';

const COLUMNS = [
  { label: 'When', ariaSort: 'descending' as const },
  { label: 'Who' },
  { label: 'What' },
  { label: 'On what' },
  { label: 'Changes', align: 'right' as const },
] as const;

/**
 * The activity log: every audited change, newest first, server-paged by 50; filtered by person,
 * operation, target and date, every part of it in the URL; the whole filtered log as CSV.
 */
export function ActivityLog() {
  const { state, dispatch, hrefFor } = useListUrl(ACTIVITY_LIST_CONFIG);
  const { filters, change, clear } = useActivityFilters(state.text);
  const [datesAsked, setDatesAsked] = useState(false);
  const datesShown = datesAsked || filters.dates.start !== null || filters.dates.end !== null;
  const query = activityQueryOf(filters, state.page);
  const activity = useActivity(query);
  const now = useNow();
  const api = useApiClient();
  const queryKey = JSON.stringify(activityQueryOf(filters, 1));
  const fetchPage = useCallback(
    async (page: number | undefined) => {
      const answer = await listActivity(api, {
        ...(JSON.parse(queryKey) as ReturnType<typeof activityQueryOf>),
        page: page ?? 1,
      });
      return {
        rows: answer.entries,
        next: answer.page < answer.countPages ? answer.page + 1 : undefined,
        total: answer.countTotal,
      };
    },
    [api, queryKey],
  );
  const filtered =
    filters.person !== '' ||
    filters.operation !== '' ||
    filters.target.trim() !== '' ||
    filters.dates.start !== null ||
    filters.dates.end !== null;
  const reset = clear;
  const data = activity.data;
  const first = data === undefined ? 0 : (data.page - 1) * ACTIVITY_PAGE_SIZE + 1;
  const description =
    data === undefined
      ? ''
      : data.countTotal === 0
        ? '0 entries'
        : `Entries ${formatCount(first)}–${formatCount(first + data.entries.length - 1)} of ${formatCount(data.countTotal)}${filtered ? ' found' : ''}`;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-label="Activity filters" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            Filters
          </Typography>
          <Button size="small" onClick={reset} disabled={!filtered}>
            Reset
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-end' } }}>
          <ActivitySelect
            label="Person"
            value={filters.person}
            options={(data?.persons ?? []).map((person) => ({ value: person, label: person }))}
            onChange={(person) => change({ person })}
          />
          <ActivitySelect
            label="Operation"
            value={filters.operation}
            options={(data?.operations ?? []).map((id) => ({ value: id, label: operationLabel(id) }))}
            onChange={(operation) => change({ operation })}
          />
          <SearchField
            value={state.text}
            onSearch={(text) => dispatch({ type: 'setText', text })}
            label="Target"
            placeholder="Kind, key or name"
          />
          {/* The date pickers are the heaviest part of the page (DESIGN §6, route JS): they load when asked for, or
              at once when the link already holds dates. */}
          {datesShown ? (
            <LazyFilterDateRange
              legend="Date"
              value={filters.dates}
              onChange={(dates) => change({ dates })}
            />
          ) : (
            <Button variant="outlined" onClick={() => setDatesAsked(true)} sx={{ alignSelf: 'center' }}>
              Filter by date
            </Button>
          )}
        </Stack>
      </Paper>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }} />
        <CsvExportButton
          name="activity"
          columns={ACTIVITY_CSV_COLUMNS}
          fetchPage={fetchPage}
          what="the activity log"
        />
        <UpdatedAgo what="the activity log" data={activity} />
      </Stack>
      <PagedListBody
        query={activity}
        answer={data}
        rows={
          data === undefined
            ? undefined
            : keyed(data.entries, (entry) => entry.id).map(([key, entry]) => (
                <ActivityRow key={key} entry={entry} now={now} />
              ))
        }
        errorTitle="Could not load the activity log"
        empty={{
          icon: <HistoryIcon fontSize="inherit" />,
          title: filtered ? 'No activity matches' : 'No activity yet',
          text: filtered
            ? 'Nothing recorded matches the filters. Change or clear them.'
            : 'Changes people make (roles, sign-ups, chargers) are listed here as they happen.',
          onClear: filtered ? reset : undefined,
        }}
        table={{ label: 'Activity log', columns: COLUMNS, loadingLabel: 'Loading the activity log' }}
        pages={{
          label: 'Activity pages',
          description,
          hrefFor: (page) => hrefFor({ type: 'setPage', page }),
        }}
      />
    </Stack>
  );
}
