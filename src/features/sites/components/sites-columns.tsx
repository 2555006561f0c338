import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CsvColumn } from '../../../components/csv-export-options.ts';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { OnlineState } from '../../../components/online-state.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { displayDate, displayDateTime } from '../../../domain/format/date-display.ts';
import { siteStatusLabel } from '../../../domain/sites/sites-display.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';
import type { SiteSortKey } from '../../../domain/sites/sites-sort.ts';
import { SiteStatusChip } from './site-status-chip.tsx';
import { t } from '../../../i18n/i18n.ts';

export type SiteColumn = ListColumn<SiteListRow, SiteSortKey>;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const MONOSPACE = { fontFamily: 'monospace' } as const;
const MUTED = { color: 'text.secondary' } as const;
const UUID = { fontFamily: 'monospace', fontSize: '0.75rem' } as const;

/** A day, with its full date and time in the tooltip. */
function DateCell({ iso }: { iso: string }) {
  return (
    <Box component="span" sx={NO_WRAP} title={displayDateTime(iso)}>
      {displayDate(iso)}
    </Box>
  );
}

/**
 * The sites list's columns, by stable id (its CSV export's are SITES_CSV_COLUMNS below). The user reference is the
 * row's real link; the subscription uuid stays whole in the DOM (copy, find in page) while its cell shows its start.
 */
export function siteColumns(rowHref: (row: SiteListRow) => string, now: number): readonly SiteColumn[] {
  return [
    {
      id: 'userReference',
      label: t('sites.column.userReference'),
      sortKey: 'userReference',
      cell: (row) => (
        <TruncatedText to={rowHref(row)} text={row.userReference} maxWidth={220} sx={{ fontWeight: 500 }} />
      ),
    },
    {
      id: 'gatewayId',
      label: t('sites.column.gatewayId'),
      sortKey: 'gatewayId',
      cell: (row) => <TruncatedText text={row.gatewayId} maxWidth={180} sx={MONOSPACE} />,
    },
    {
      id: 'status',
      label: t('sites.column.status'),
      sortKey: 'status',
      cell: (row) => <SiteStatusChip status={row.status} />,
    },
    {
      id: 'online',
      label: t('sites.column.online'),
      sortKey: 'online',
      cell: (row) => <OnlineState online={row.online} offline={{ since: row.timestamp, now }} />,
    },
    {
      id: 'timestamp',
      label: t('sites.column.timestamp'),
      sortKey: 'timestamp',
      cell: (row) => (
        <Box component="span" sx={NO_WRAP}>
          {displayDateTime(row.timestamp)}
        </Box>
      ),
    },
    {
      id: 'activationDate',
      label: t('sites.column.activationDate'),
      sortKey: 'activationDate',
      cell: (row) =>
        row.activationDate === null ? (
          <Typography component="span" variant="body2" sx={{ ...MUTED, ...NO_WRAP }}>
            {t('sites.notActivated')}
          </Typography>
        ) : (
          <DateCell iso={row.activationDate} />
        ),
    },
    {
      id: 'created',
      label: t('sites.column.created'),
      sortKey: 'created',
      cell: (row) => <DateCell iso={row.created} />,
    },
    {
      id: 'fleetsStr',
      label: t('sites.column.fleetsStr'),
      sortKey: 'fleetsStr',
      cell: (row) => (
        <TruncatedText
          text={row.fleetsStr}
          maxWidth={200}
          {...(row.fleets.length === 0 ? { sx: MUTED } : {})}
        />
      ),
    },
    {
      id: 'subscription',
      label: t('sites.column.subscription'),
      cell: (row) => <TruncatedText text={row.subscription} maxWidth={110} sx={UUID} />,
    },
  ];
}

/** The sites export: the table's columns by their names, instants as the list shows them (local, zone in the header). */
export const SITES_CSV_COLUMNS: readonly CsvColumn<SiteListRow>[] = [
  { header: () => t('csv.sites.userReference'), cell: (row) => row.userReference },
  { header: () => t('csv.sites.gatewayId'), cell: (row) => row.gatewayId },
  { header: () => t('csv.sites.status'), cell: (row) => siteStatusLabel(row.status) },
  { header: () => t('csv.sites.online'), cell: (row) => (row.online ? 'Online' : 'Offline') },
  { header: () => t('csv.sites.lastSeen'), instant: true, cell: (row) => row.timestamp },
  { header: () => t('csv.sites.activated'), instant: true, cell: (row) => row.activationDate },
  { header: () => t('csv.sites.created'), instant: true, cell: (row) => row.created },
  { header: () => t('csv.sites.fleets'), cell: (row) => row.fleetsStr },
  { header: () => t('csv.sites.subscription'), cell: (row) => row.subscription },
];
