import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { alpha, keyframes, type Theme } from '@mui/material/styles';
import { memo, useCallback, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { displayDate, displayDateTime } from '../../../domain/format/date-display.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';
import type { SiteSort, SiteSortKey } from '../../../domain/sites/sites-sort.ts';
import { OnlineState } from '../../../components/online-state.tsx';
import { SiteStatusChip } from './site-status-chip.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { rowKeys } from '../../../domain/lists/row-keys.ts';

interface Column {
  readonly id: string;
  readonly label: string;
  readonly sortKey?: SiteSortKey;
}

const COLUMNS: readonly Column[] = [
  { id: 'userReference', label: 'User reference', sortKey: 'userReference' },
  { id: 'gatewayId', label: 'Gateway ID', sortKey: 'gatewayId' },
  { id: 'status', label: 'Status', sortKey: 'status' },
  { id: 'online', label: 'Online', sortKey: 'online' },
  { id: 'timestamp', label: 'Last seen', sortKey: 'timestamp' },
  { id: 'activationDate', label: 'Activated', sortKey: 'activationDate' },
  { id: 'created', label: 'Created', sortKey: 'created' },
  { id: 'fleetsStr', label: 'Fleets', sortKey: 'fleetsStr' },
  { id: 'subscription', label: 'Subscription' },
];

export interface SitesTableProps {
  rows: readonly SiteListRow[];
  loading: boolean;
  sort: SiteSort | null;
  onSort: (key: SiteSortKey) => void;
  rowHref: (row: SiteListRow) => string;
  /** Accessible name of the table. */
  label: string;
  /** Placeholder rows while loading: as many as the page will have, so the table does not grow when they arrive. */
  skeletonRows?: number;
}

const SKELETON_ROWS = 8;

// Placeholder rows are plain elements styled once from the table body: a page of MUI Skeletons is hundreds of
// components to render. Each is as high as a loaded row (37 px: a small status chip, 24 px, sets that height) and
// pulses like MUI's Skeleton.
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;
const PLACEHOLDER_BODY_SX = {
  '& td': { py: '6px', px: 2, borderBottom: 1, borderColor: 'divider' },
  '& td > span': {
    display: 'block',
    height: 24,
    borderRadius: 1,
    bgcolor: (theme: Theme) => alpha(theme.palette.text.primary, 0.11),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  },
} as const;

interface SiteTableRowProps {
  row: SiteListRow;
  href: string;
  onOpen: (event: MouseEvent<HTMLTableRowElement>, href: string) => void;
}

// Memoised: a row re-renders only when its site or link changes, not when the list around it does.
const SiteTableRow = memo(function SiteTableRow({ row, href, onOpen }: SiteTableRowProps) {
  return (
    <TableRow hover onClick={(event) => onOpen(event, href)} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <TruncatedText to={href} text={row.userReference} maxWidth={220} sx={{ fontWeight: 500 }} />
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>
        <TruncatedText text={row.gatewayId} maxWidth={180} />
      </TableCell>
      <TableCell>
        <SiteStatusChip status={row.status} />
      </TableCell>
      <TableCell>
        <OnlineState online={row.online} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDateTime(row.timestamp)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} title={displayDateTime(row.activationDate)}>
        {row.activationDate === null ? (
          <Typography component="span" variant="body2" color="text.secondary">
            Not activated
          </Typography>
        ) : (
          displayDate(row.activationDate)
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} title={displayDateTime(row.created)}>
        {displayDate(row.created)}
      </TableCell>
      <TableCell sx={row.fleets.length === 0 ? { color: 'text.secondary' } : undefined}>
        <TruncatedText text={row.fleetsStr} maxWidth={200} />
      </TableCell>
      {/* The whole uuid stays in the DOM (copy, find in page); the cell shows its start. */}
      <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>
        <TruncatedText text={row.subscription} maxWidth={110} />
      </TableCell>
    </TableRow>
  );
});

/** The sites as a dense table; a row opens its site (the user reference is the row's real link). */
export const SitesTable = memo(function SitesTable({
  rows,
  loading,
  sort,
  onSort,
  rowHref,
  label,
  skeletonRows = SKELETON_ROWS,
}: SitesTableProps) {
  const navigate = useNavigate();
  const openRow = useCallback(
    (event: MouseEvent<HTMLTableRowElement>, href: string) => {
      // The link itself, a selection being made, or a modified click (new tab) are left to the browser.
      const target = event.target as HTMLElement;
      if (target.closest('a, button') !== null) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      if ((globalThis.getSelection?.()?.toString() ?? '') !== '') return;
      void navigate(href);
    },
    [navigate],
  );
  const keys = useMemo(() => rowKeys(rows, (row) => row.subscription), [rows]);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const active = column.sortKey !== undefined && sort?.key === column.sortKey;
              return (
                // sortDirection sets aria-sort on the header cell.
                <TableCell
                  key={column.id}
                  scope="col"
                  sortDirection={active && sort ? sort.direction : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {column.sortKey !== undefined ? (
                    <TableSortLabel
                      active={active}
                      direction={active && sort ? sort.direction : 'asc'}
                      onClick={() => onSort(column.sortKey as SiteSortKey)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody sx={loading ? PLACEHOLDER_BODY_SX : undefined}>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} aria-hidden>
                  <td colSpan={COLUMNS.length}>
                    <span />
                  </td>
                </tr>
              ))
            : rows.map((row, index) => (
                <SiteTableRow key={keys[index]} row={row} href={rowHref(row)} onOpen={openRow} />
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
