import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha, keyframes, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ProgressLine } from './progress-line.tsx';

export interface DataTableColumn {
  readonly label: string;
  readonly align?: 'left' | 'right';
  /** The column the rows are sorted by. */
  readonly ariaSort?: 'ascending' | 'descending';
}

export interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn[];
  /** While true: a progress bar named `loadingLabel` and `skeletonRows` placeholder rows instead of the rows. */
  loading: boolean;
  loadingLabel: string;
  skeletonRows: number;
  /** The body rows (TableRow elements). */
  children: ReactNode;
  /** A header's content other than its label (a sort control); undefined keeps the label. */
  headCell?: (column: DataTableColumn) => ReactNode;
  /**
   * A long list (a page of up to 100 rows): small rows and headers on one line; its placeholder rows are plain
   * elements as high as a loaded row, and the progress bar lies over the top edge, so the table neither costs
   * hundreds of Skeletons nor moves when the rows arrive.
   */
  dense?: boolean;
}

// The placeholders and the progress bar are the portal's (MUI's Skeleton and LinearProgress modules, ~3.3 kB gzip,
// were on every list's first paint). The dense placeholders: one styled body, each row as high as a loaded small row
// with a chip in it (37 px), pulsing like MUI's Skeleton.
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;
const DENSE_PLACEHOLDER_SX = {
  '& td': { py: '6px', px: 2, borderBottom: 1, borderColor: 'divider' },
  '& td > span': {
    display: 'block',
    height: 24,
    borderRadius: 1,
    bgcolor: (theme: Theme) => alpha(theme.palette.text.primary, 0.11),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  },
} as const;
// A line of text to come, as MUI's text Skeleton draws it (a pulsing bar of the text's height scaled to 60%).
const TEXT_PLACEHOLDER_SX = {
  display: 'block',
  height: 'auto',
  my: 0,
  transformOrigin: '0 55%',
  transform: 'scale(1, 0.60)',
  borderRadius: (theme: Theme) =>
    `${theme.shape.borderRadius}px/${Math.round((Number(theme.shape.borderRadius) / 0.6) * 10) / 10}px`,
  bgcolor: (theme: Theme) => alpha(theme.palette.text.primary, 0.11),
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '&:empty:before': { content: '"\\00a0"' },
} as const;
const DENSE_PROGRESS_SX = { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 } as const;

/** A small outlined table of loaded items: column headers, and placeholder rows while the items load. */
export function DataTable({
  label,
  columns,
  loading,
  loadingLabel,
  skeletonRows,
  children,
  headCell,
  dense = false,
}: DataTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={dense ? { position: 'relative' } : undefined}>
      {loading ? <ProgressLine aria-label={loadingLabel} sx={dense ? DENSE_PROGRESS_SX : undefined} /> : null}
      <Table aria-label={label} aria-busy={loading} size={dense ? 'small' : 'medium'}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                scope="col"
                align={column.align}
                aria-sort={column.ariaSort}
                sx={dense ? { fontWeight: 600, whiteSpace: 'nowrap' } : { fontWeight: 600 }}
              >
                {headCell?.(column) ?? column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody sx={loading && dense ? DENSE_PLACEHOLDER_SX : undefined}>
          {loading && dense
            ? Array.from({ length: skeletonRows }, (_, row) => (
                <tr key={row} aria-hidden>
                  <td colSpan={columns.length}>
                    <span />
                  </td>
                </tr>
              ))
            : loading
              ? Array.from({ length: skeletonRows }, (_, row) => (
                  <TableRow key={row} aria-hidden>
                    {columns.map((column) => (
                      <TableCell key={column.label}>
                        <Box component="span" sx={TEXT_PLACEHOLDER_SX} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
