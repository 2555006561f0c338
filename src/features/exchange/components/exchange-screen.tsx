import { SwapHorizIcon } from '../../../components/icons/swap-horiz.tsx';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PagedListBody } from '../../../components/paged-list-body.tsx';
import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { useKeptParams } from '../../../components/use-kept-params.ts';
import { useListUrl } from '../../../components/use-list-url.ts';
import { useNow } from '../../../components/use-now.ts';
import { paths } from '../../../config/paths.ts';
import {
  MESSAGE_TYPES,
  MESSAGE_TYPE_LABELS,
  PARTNER_KINDS,
  PARTNER_KIND_LABELS,
} from '../../../domain/exchange/exchange-catalogue.ts';
import { MESSAGE_STATES, MESSAGE_STATE_LABELS } from '../../../domain/exchange/message-state.ts';
import {
  EXCHANGE_LIST_MODULE,
  EXCHANGE_PARAMS,
  exchangeFiltersOf,
  exchangeQueryOf,
} from '../../../domain/exchange/exchange.list.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useExchangeMessages, type ExchangeMessageRow } from '../api/exchange-messages.ts';
import { KeptFiltersPanel } from '../../../components/kept-filters-panel.tsx';
import { MessageStateChip } from './message-state-chip.tsx';

const COLUMNS = [
  { label: 'Created', ariaSort: 'descending' as const },
  { label: 'Message' },
  { label: 'Partner' },
  { label: 'Site' },
  { label: 'State' },
  { label: 'Acknowledgement due' },
] as const;

const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

function MessageRow({ row, now }: { row: ExchangeMessageRow; now: number }) {
  return (
    <TableRow hover>
      <TableCell>
        <RelativeInstant iso={row.createdAt} now={now} />
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={paths.operationsExchangeMessage({ messageId: row.id })}>
          {MESSAGE_TYPE_LABELS[row.type]}
        </Link>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {`${row.direction === 'outbound' ? 'Sent' : 'Received'} · ${row.id}`}
        </Typography>
      </TableCell>
      <TableCell>
        {row.partner.name}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {row.partner.kind}
        </Typography>
      </TableCell>
      <TableCell>
        {row.site === null ? (
          '—'
        ) : (
          <Link component={RouterLink} to={paths.site({ subUuid: row.site.subscription })}>
            {row.site.userReference}
          </Link>
        )}
      </TableCell>
      <TableCell>
        <MessageStateChip state={row.state} />
      </TableCell>
      <TableCell>
        {row.acknowledgementDue === null ? '—' : <RelativeInstant iso={row.acknowledgementDue} now={now} />}
      </TableCell>
    </TableRow>
  );
}

/**
 * The data exchange: messages with grid operators and the ERP, newest first, server-paged by 50 and
 * filtered by state, partner, type, site and date; every part of it in the URL (its list module).
 */
export function ExchangeScreen() {
  const { state, hrefFor } = useListUrl(EXCHANGE_LIST_MODULE.list);
  const { params, change } = useKeptParams();
  const filters = exchangeFiltersOf(params);
  const messages = useExchangeMessages(exchangeQueryOf(filters, state.page));
  const now = useNow();
  const filtered =
    filters.states.length + filters.partners.length + filters.types.length > 0 ||
    filters.site !== '' ||
    filters.dates.start !== null ||
    filters.dates.end !== null;
  const reset = () => change(Object.fromEntries(Object.values(EXCHANGE_PARAMS).map((name) => [name, null])));
  const data = messages.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined || data.countTotal === 0
      ? '0 messages'
      : `Messages ${formatCount(first)}–${formatCount(first + data.messages.length - 1)} of ${formatCount(data.countTotal)}${filtered ? ' found' : ''}`;
  return (
    <Stack spacing={2}>
      <KeptFiltersPanel
        label="Data exchange filters"
        filtered={filtered}
        onReset={reset}
        site={{ param: EXCHANGE_PARAMS.site, value: filters.site }}
        dates={filters.dates}
        dateParams={EXCHANGE_PARAMS}
        change={change}
      >
        <FilterCheckboxGroup
          legend="State"
          options={options(MESSAGE_STATES, MESSAGE_STATE_LABELS)}
          value={filters.states}
          onChange={(next) => change({ [EXCHANGE_PARAMS.state]: next })}
        />
        <FilterCheckboxGroup
          legend="Partner"
          options={options(PARTNER_KINDS, PARTNER_KIND_LABELS)}
          value={filters.partners}
          onChange={(next) => change({ [EXCHANGE_PARAMS.partner]: next })}
        />
        <FilterCheckboxGroup
          legend="Type"
          options={options(MESSAGE_TYPES, MESSAGE_TYPE_LABELS)}
          value={filters.types}
          onChange={(next) => change({ [EXCHANGE_PARAMS.type]: next })}
        />
      </KeptFiltersPanel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">
          {data === undefined ? '' : `${formatCount(data.overdue)} acknowledgements overdue`}
        </Typography>
        <UpdatedAgo what="the data exchange" data={messages} />
      </Stack>
      <PagedListBody
        query={messages}
        answer={data}
        rows={
          data === undefined
            ? undefined
            : keyed(data.messages, (row) => row.id).map(([key, row]) => (
                <MessageRow key={key} row={row} now={now} />
              ))
        }
        errorTitle="Could not load the data exchange"
        empty={{
          icon: <SwapHorizIcon fontSize="inherit" />,
          title: filtered ? 'No messages match' : 'No messages yet',
          text: filtered
            ? 'No message matches the filters. Change or clear them.'
            : 'Messages sent to and received from grid operators and the ERP are listed here.',
          onClear: filtered ? reset : undefined,
        }}
        table={{
          label: 'Data exchange messages',
          columns: COLUMNS,
          loadingLabel: 'Loading the data exchange',
        }}
        pages={{
          label: 'Data exchange pages',
          description,
          hrefFor: (page) => hrefFor({ type: 'setPage', page }),
        }}
      />
    </Stack>
  );
}
