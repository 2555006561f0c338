import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { EVSE_EVENT_TYPE_LABELS, isEvseEventType } from '../../../domain/evse/evse-catalogue.ts';
import type { EvseEvent, EvseEventType } from '../../../domain/evse/evse-types.ts';
import { specOf } from '../../../domain/filter-table/filter-groups.ts';
import { EVSE_HISTORY_LIST_MODULE } from '../../../domain/evse/evse-history.list.ts';
import { listRequest } from '../../../domain/lists/list-module.ts';
import { useListUrl } from '../../../components/use-list-url.ts';
import { useCallback } from 'react';
import { useApiClient } from '../../../api/use-api-client.ts';
import { listEvseHistory, useEvseHistory } from '../api/list-evse-history.ts';
import { HISTORY_CSV_COLUMNS } from '../hooks/evse-csv.ts';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { rowKeys } from '../../../domain/lists/row-keys.ts';

/** Events per request; two pages at most are in the DOM (≤ 100 rows, DESIGN §6). */
const PAGE_SIZE = 50;
/** Events per request of the export. */
const EXPORT_PAGE_SIZE = 100;

const TYPES = specOf('eventTypes');

function EventRow({ event }: { event: EvseEvent }) {
  const [open, setOpen] = useState(false);
  const payloadId = `payload-${event.id}`;
  return (
    <>
      <TableRow hover>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <time dateTime={event.timestamp}>{displayDateTime(event.timestamp)}</time>
        </TableCell>
        <TableCell>{EVSE_EVENT_TYPE_LABELS[event.type] ?? event.type}</TableCell>
        <TableCell>
          {event.summary}
          {event.actor !== undefined ? ` — by ${event.actor}` : ''}
        </TableCell>
        <TableCell align="right">
          <Button size="small" aria-expanded={open} aria-controls={payloadId} onClick={() => setOpen(!open)}>
            {open ? 'Hide message' : 'Show message'}
          </Button>
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow id={payloadId}>
          <TableCell colSpan={4}>
            <Box
              component="pre"
              sx={{ m: 0, fontSize: '0.8rem', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {prettyJson(event.payload)}
            </Box>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * A charger's history log: newest first, filtered by event type (in the URL), cursor-paged with
 * "Load older"; a window of two pages stays in the DOM, "Show newer" walks back.
 */
export function EvseHistoryLog({ evseUuid }: { evseUuid: string }) {
  const { state, dispatch } = useListUrl(EVSE_HISTORY_LIST_MODULE.list);
  const types = state.filters.eventTypes;
  const history = useEvseHistory(
    evseUuid,
    listRequest(EVSE_HISTORY_LIST_MODULE, state, { limit: PAGE_SIZE }),
  );
  const api = useApiClient();
  const exportQuery = listRequest(EVSE_HISTORY_LIST_MODULE, state, { limit: EXPORT_PAGE_SIZE });
  const typesKey = exportQuery.types?.join(',') ?? '';
  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const chosen = typesKey === '' ? [] : typesKey.split(',').filter(isEvseEventType);
      const query =
        chosen.length === 0 ? { limit: EXPORT_PAGE_SIZE } : { limit: EXPORT_PAGE_SIZE, types: chosen };
      const page = await listEvseHistory(api, evseUuid, query, cursor);
      return { rows: page.events, next: page.nextCursor };
    },
    [api, evseUuid, typesKey],
  );
  // The newest page of the window; 0 = the newest page of all.
  const [windowStart, setWindowStart] = useState(0);
  const setTypes = (next: readonly EvseEventType[]) => {
    setWindowStart(0);
    dispatch({ type: 'setFilters', filters: { ...state.filters, eventTypes: next } });
  };
  const shown = history.pages.slice(windowStart, windowStart + 2).flat();
  const keys = rowKeys(shown, (event) => event.id);
  const lastLoaded = windowStart + 2 >= history.pages.length;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <FilterCheckboxGroup
          legend={TYPES.legend}
          options={TYPES.options ?? []}
          value={types}
          onChange={(next) => setTypes(next.filter(isEvseEventType))}
          row
        />
        <Stack spacing={1} sx={{ alignItems: { md: 'flex-end' } }}>
          <UpdatedAgo what="the history log" data={history} />
          <CsvExportButton
            name={`evse-${evseUuid}-history`}
            columns={HISTORY_CSV_COLUMNS}
            fetchPage={fetchPage}
            what="the history log"
          />
        </Stack>
      </Stack>
      {history.status === 'error' && history.error !== null ? (
        <LoadErrorAlert
          title="Could not load the history log"
          error={history.error}
          onRetry={history.retry}
        />
      ) : history.status === 'ready' && shown.length === 0 ? (
        <MessagePanel title={types.length === 0 ? 'No events yet' : 'No events of these types'} titleAs="h2">
          {types.length === 0
            ? 'The charger has not reported anything yet.'
            : 'No event of the chosen types was recorded. Choose other types or clear them.'}
        </MessagePanel>
      ) : (
        <>
          {windowStart > 0 ? (
            <Button onClick={() => setWindowStart(Math.max(0, windowStart - 1))}>Show newer events</Button>
          ) : null}
          <DataTable
            label="History log"
            columns={[
              { label: 'Time' },
              { label: 'Type' },
              { label: 'What happened' },
              { label: 'Message', align: 'right' },
            ]}
            loading={history.status === 'loading'}
            loadingLabel="Loading the history log"
            skeletonRows={8}
          >
            {shown.map((event, index) => (
              <EventRow key={keys[index]} event={event} />
            ))}
          </DataTable>
          {history.olderError !== null ? (
            <Alert severity="error">{`Could not load older events: ${history.olderError.message}`}</Alert>
          ) : null}
          <Box>
            {!lastLoaded ? (
              <Button variant="outlined" onClick={() => setWindowStart(windowStart + 1)}>
                Load older events
              </Button>
            ) : history.hasOlder ? (
              <Button
                variant="outlined"
                disabled={history.loadingOlder}
                onClick={() => {
                  history.loadOlder();
                  if (history.pages.length >= 2) setWindowStart(history.pages.length - 1);
                }}
              >
                {history.loadingOlder ? 'Loading older events…' : 'Load older events'}
              </Button>
            ) : history.status === 'ready' ? (
              <Typography variant="body2" color="text.secondary">
                The oldest event is shown.
              </Typography>
            ) : null}
          </Box>
        </>
      )}
    </Stack>
  );
}
