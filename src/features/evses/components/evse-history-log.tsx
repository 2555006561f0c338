import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useApiClient } from '../../../api/use-api-client.ts';
import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { isEvseEventType } from '../../../domain/evse/evse-catalogue.ts';
import type { EvseEvent } from '../../../domain/evse/evse-types.ts';
import { EVSE_HISTORY_LIST_MODULE } from '../../../domain/evse/evse-history.list.ts';
import { listRequest } from '../../../domain/lists/list-module.ts';
import { listEvseHistory, useEvseHistory } from '../api/list-evse-history.ts';
import { HISTORY_CSV_COLUMNS } from '../hooks/evse-csv.ts';
import { eventTypeText } from '../hooks/evse-words.ts';
import { legendText, optionsText } from '../../../components/filter-words.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { t } from '../../../i18n/i18n.ts';
import { errorText } from '../../../i18n/error-text.ts';

/** Events per request; two pages at most are in the DOM (≤ 100 rows, DESIGN §6). */
const PAGE_SIZE = 50;
/** Events per request of the export. */
const EXPORT_PAGE_SIZE = 100;
const SCREEN_CONTEXT = { limit: PAGE_SIZE };

const TYPES = EVSE_HISTORY_LIST_MODULE.list.table.eventTypes;

const payloadIdOf = (event: EvseEvent) => `payload-${event.id}`;

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function historyColumns(
  opened: ReadonlySet<string>,
  toggle: (event: EvseEvent) => void,
): ListColumn<EvseEvent, never>[] {
  return [
    {
      id: 'time',
      label: t('chargerLog.history.time'),
      cell: (event) => (
        <Box component="time" dateTime={event.timestamp} sx={{ whiteSpace: 'nowrap' }}>
          {displayDateTime(event.timestamp)}
        </Box>
      ),
    },
    {
      id: 'type',
      label: t('chargerLog.history.type'),
      cell: (event) => (isEvseEventType(event.type) ? eventTypeText(event.type) : event.type),
    },
    {
      id: 'summary',
      label: t('chargerLog.history.what'),
      cell: (event) =>
        `${event.summary}${event.actor !== undefined ? t('chargerLog.history.by', { actor: event.actor }) : ''}`,
    },
    {
      id: 'message',
      label: t('chargerLog.history.message'),
      align: 'right',
      cell: (event) => {
        const open = opened.has(event.id);
        return (
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={payloadIdOf(event)}
            onClick={() => toggle(event)}
          >
            {open ? t('chargerLog.history.hideMessage') : t('chargerLog.history.showMessage')}
          </Button>
        );
      },
    },
  ];
}

/**
 * A charger's history log on the kit's list screen: newest first, filtered by event type (in the URL), cursor-paged
 * with "Load older"; a window of two pages stays in the DOM, "Show newer" walks back.
 */
export function EvseHistoryLog({ evseUuid }: { evseUuid: string }) {
  useT();
  const list = useListScreen(EVSE_HISTORY_LIST_MODULE, { context: SCREEN_CONTEXT });
  const { state } = list.url;
  const types = state.filters.eventTypes;
  const history = useEvseHistory(evseUuid, list.request);
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
  // The newest page of the window (0 = the newest page of all), for the chosen types: other types start at 0.
  const [shownWindow, setWindow] = useState({ types: typesKey, start: 0 });
  const windowStart = shownWindow.types === typesKey ? shownWindow.start : 0;
  const setWindowStart = (start: number) => setWindow({ types: typesKey, start });
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (event: EvseEvent) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(event.id)) next.add(event.id);
      return next;
    });
  const shown = history.pages.slice(windowStart, windowStart + 2).flat();
  const lastLoaded = windowStart + 2 >= history.pages.length;
  return (
    <ListScreen
      list={list}
      query={history}
      rows={history.status === 'loading' ? undefined : shown}
      rowId={(event) => event.id}
      columns={historyColumns(opened, toggle)}
      rowDetail={(event) =>
        opened.has(event.id)
          ? {
              id: payloadIdOf(event),
              content: (
                <Box
                  component="pre"
                  sx={{ m: 0, fontSize: '0.8rem', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                >
                  {prettyJson(event.payload)}
                </Box>
              ),
            }
          : null
      }
      table={{ label: t('chargerLog.history.tableLabel'), loadingLabel: t('chargerLog.history.loading') }}
      what={t('chargerLog.history.whatLog')}
      errorTitle={t('chargerLog.history.error')}
      csv={
        <CsvExportButton
          name={`evse-${evseUuid}-history`}
          columns={HISTORY_CSV_COLUMNS}
          fetchPage={fetchPage}
          what={t('chargerLog.history.whatLog')}
        />
      }
      empty={{
        icon: null,
        title:
          types.length === 0 ? t('chargerLog.history.noEvents') : t('chargerLog.history.noEventsOfTypes'),
        text: types.length === 0 ? t('chargerLog.history.nothingYet') : t('chargerLog.history.noneOfTypes'),
        clearLabel: t('chargerLog.history.clearTypes'),
      }}
      slots={{
        toolbarStart: (
          <FilterCheckboxGroup
            legend={legendText('eventTypes', TYPES.legend)}
            options={optionsText('eventTypes', TYPES.options ?? [])}
            value={types}
            onChange={(next) =>
              list.setFilters({ ...state.filters, eventTypes: next.filter(isEvseEventType) })
            }
            row
          />
        ),
        beforeBody:
          windowStart > 0 && shown.length > 0 ? (
            <Box>
              <Button onClick={() => setWindowStart(Math.max(0, windowStart - 1))}>
                {t('chargerLog.history.showNewer')}
              </Button>
            </Box>
          ) : null,
        afterTable: (
          <>
            {history.olderError !== null ? (
              <Alert severity="error">
                {t('chargerLog.history.olderError', { message: errorText(history.olderError) })}
              </Alert>
            ) : null}
            <Box>
              {!lastLoaded ? (
                <Button variant="outlined" onClick={() => setWindowStart(windowStart + 1)}>
                  {t('chargerLog.history.loadOlder')}
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
                  {history.loadingOlder
                    ? t('chargerLog.history.loadingOlder')
                    : t('chargerLog.history.loadOlder')}
                </Button>
              ) : history.status === 'ready' ? (
                <Typography variant="body2" color="text.secondary">
                  {t('chargerLog.history.oldest')}
                </Typography>
              ) : null}
            </Box>
          </>
        ),
      }}
    />
  );
}
