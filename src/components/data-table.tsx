import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

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
}

/** A small outlined table of loaded items: column headers, and placeholder rows while the items load. */
export function DataTable({
  label,
  columns,
  loading,
  loadingLabel,
  skeletonRows,
  children,
  headCell,
}: DataTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      {loading ? <LinearProgress aria-label={loadingLabel} /> : null}
      <Table aria-label={label} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                scope="col"
                align={column.align}
                aria-sort={column.ariaSort}
                sx={{ fontWeight: 600 }}
              >
                {headCell?.(column) ?? column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, row) => (
                <TableRow key={row} aria-hidden>
                  {columns.map((column) => (
                    <TableCell key={column.label}>
                      <Skeleton variant="text" />
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
