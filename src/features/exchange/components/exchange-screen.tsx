import { SwapHorizIcon } from '../../../components/icons/swap-horiz.tsx';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { useNow } from '../../../components/use-now.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { paths } from '../../../config/paths.ts';
import { MESSAGE_TYPE_LABELS } from '../../../domain/exchange/exchange-catalogue.ts';
import { EXCHANGE_LIST_MODULE } from '../../../domain/exchange/exchange.list.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useExchangeMessages, type ExchangeMessageRow } from '../api/exchange-messages.ts';
import { MessageStateChip } from './message-state-chip.tsx';

const loadPanel = () => import('./exchange-filters.tsx');
const preloadPanel = () => {
  void loadPanel();
};
// A chunk that stalls ends in the load-failure page after 120 s (SPEC §9).
const ExchangeFiltersPanel = lazy(withLoadTimeout(loadPanel));

const secondary = (text: string) => (
  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
    {text}
  </Typography>
);

const columnsAt = (now: number): readonly ListColumn<ExchangeMessageRow, never>[] => [
  {
    id: 'created',
    label: 'Created',
    order: 'descending',
    cell: (row) => <RelativeInstant iso={row.createdAt} now={now} />,
  },
  {
    id: 'message',
    label: 'Message',
    cell: (row) => (
      <>
        <Link component={RouterLink} to={paths.operationsExchangeMessage({ messageId: row.id })}>
          {MESSAGE_TYPE_LABELS[row.type]}
        </Link>
        {secondary(`${row.direction === 'outbound' ? 'Sent' : 'Received'} · ${row.id}`)}
      </>
    ),
  },
  {
    id: 'partner',
    label: 'Partner',
    cell: (row) => (
      <>
        {row.partner.name}
        {secondary(row.partner.kind)}
      </>
    ),
  },
  {
    id: 'site',
    label: 'Site',
    cell: (row) =>
      row.site === null ? (
        '—'
      ) : (
        <Link component={RouterLink} to={paths.site({ subUuid: row.site.subscription })}>
          {row.site.userReference}
        </Link>
      ),
  },
  { id: 'state', label: 'State', cell: (row) => <MessageStateChip state={row.state} /> },
  {
    id: 'acknowledgement',
    label: 'Acknowledgement due',
    cell: (row) =>
      row.acknowledgementDue === null ? '—' : <RelativeInstant iso={row.acknowledgementDue} now={now} />,
  },
];

/**
 * The data exchange: messages with grid operators and the ERP, newest first, server-paged by 50 and
 * filtered by state, partner, type, site and date; every part of it in the URL (its list module).
 */
export function ExchangeScreen() {
  const list = useListScreen(EXCHANGE_LIST_MODULE);
  const filters = list.context;
  const messages = useExchangeMessages(list.request);
  const now = useNow();
  const data = messages.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined || data.countTotal === 0
      ? '0 messages'
      : `Messages ${formatCount(first)}–${formatCount(first + data.messages.length - 1)} of ${formatCount(data.countTotal)}${list.filtered ? ' found' : ''}`;
  return (
    <ListScreen
      list={list}
      query={messages}
      rows={data?.messages}
      rowId={(row) => row.id}
      columns={columnsAt(now)}
      table={{ label: 'Data exchange messages', loadingLabel: 'Loading the data exchange' }}
      what="the data exchange"
      errorTitle="Could not load the data exchange"
      // Kept filters have no chips: a link that narrows the messages opens with its filters in view. The panel loads
      // when opened, or on the way to the Filters button (route JS).
      filters={{
        initiallyOpen: list.filtered,
        onPreload: preloadPanel,
        panel: (
          <Suspense fallback={null}>
            <ExchangeFiltersPanel
              filters={filters}
              filtered={list.filtered}
              onReset={list.reset}
              change={list.setKept}
            />
          </Suspense>
        ),
      }}
      empty={{
        icon: <SwapHorizIcon fontSize="inherit" />,
        title: list.filtered ? 'No messages match' : 'No messages yet',
        text: list.filtered
          ? 'No message matches the filters. Change or clear them.'
          : 'Messages sent to and received from grid operators and the ERP are listed here.',
      }}
      pages={<ListPages list={list} label="Data exchange pages" of={data} description={description} />}
      slots={{
        toolbarStart: (
          <Typography variant="body2">
            {data === undefined ? '' : `${formatCount(data.overdue)} acknowledgements overdue`}
          </Typography>
        ),
      }}
    />
  );
}
