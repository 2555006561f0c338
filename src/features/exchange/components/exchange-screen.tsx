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
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { messageTypeText } from './exchange-words.ts';
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
    label: t('exchange.column.created'),
    order: 'descending',
    cell: (row) => <RelativeInstant iso={row.createdAt} now={now} />,
  },
  {
    id: 'message',
    label: t('exchange.column.message'),
    cell: (row) => (
      <>
        <Link component={RouterLink} to={paths.operationsExchangeMessage({ messageId: row.id })}>
          {messageTypeText(row.type)}
        </Link>
        {secondary(
          t(row.direction === 'outbound' ? 'exchange.sentRow' : 'exchange.receivedRow', { id: row.id }),
        )}
      </>
    ),
  },
  {
    id: 'partner',
    label: t('exchange.column.partner'),
    cell: (row) => (
      <>
        {row.partner.name}
        {secondary(row.partner.kind)}
      </>
    ),
  },
  {
    id: 'site',
    label: t('exchange.column.site'),
    cell: (row) =>
      row.site === null ? (
        '—'
      ) : (
        <Link component={RouterLink} to={paths.site({ subUuid: row.site.subscription })}>
          {row.site.userReference}
        </Link>
      ),
  },
  { id: 'state', label: t('exchange.column.state'), cell: (row) => <MessageStateChip state={row.state} /> },
  {
    id: 'acknowledgement',
    label: t('exchange.column.acknowledgement'),
    cell: (row) =>
      row.acknowledgementDue === null ? '—' : <RelativeInstant iso={row.acknowledgementDue} now={now} />,
  },
];

/**
 * The data exchange: messages with grid operators and the ERP, newest first, server-paged by 50 and
 * filtered by state, partner, type, site and date; every part of it in the URL (its list module).
 */
export function ExchangeScreen() {
  useT();
  const list = useListScreen(EXCHANGE_LIST_MODULE);
  const filters = list.context;
  const messages = useExchangeMessages(list.request);
  const now = useNow();
  const data = messages.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined || data.countTotal === 0
      ? t('exchange.none')
      : t('exchange.range', {
          first: formatCount(first),
          last: formatCount(first + data.messages.length - 1),
          total: formatCount(data.countTotal),
          found: list.filtered ? t('exchange.found') : '',
        });
  return (
    <ListScreen
      list={list}
      query={messages}
      rows={data?.messages}
      rowId={(row) => row.id}
      columns={columnsAt(now)}
      table={{ label: t('exchange.table'), loadingLabel: t('exchange.loading') }}
      what={t('exchange.what')}
      errorTitle={t('exchange.failed')}
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
        title: t(list.filtered ? 'exchange.noMatch' : 'exchange.noneYet'),
        text: t(list.filtered ? 'exchange.noMatchText' : 'exchange.noneYetText'),
      }}
      pages={<ListPages list={list} label={t('exchange.pages')} of={data} description={description} />}
      slots={{
        toolbarStart: (
          <Typography variant="body2">
            {data === undefined ? '' : t('exchange.overdue', { n: formatCount(data.overdue) })}
          </Typography>
        ),
      }}
    />
  );
}
