import TableCell from '@mui/material/TableCell';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TableRow from '@mui/material/TableRow';
import { lazy, Suspense, useState } from 'react';
import { DataTable } from './data-table.tsx';
import { withLoadTimeout } from './with-load-timeout.ts';
import { formatCount } from '../domain/format/locale-format.ts';
import { keyed } from '../domain/lists/row-keys.ts';

export interface EnergyTableProps {
  label: string;
  header: readonly string[];
  /** Already formatted cells, one row per bucket. */
  rows: readonly (readonly string[])[];
}

const PAGE_SIZE = 48;

// The pager loads only when there is a second page: a table that fits one page (a week of days) does not add it to
// its route's JS (DESIGN §6 budget). It is the portal's drawing of MUI's rounded Pagination (page-buttons.tsx, beside
// the lists' page links): about 1.5 kB of gzip where MUI's Pagination and usePagination were 3.7.
const PageButtons = lazy(
  withLoadTimeout(() => import('./page-buttons.tsx').then((module) => ({ default: module.PageButtons }))),
);

/** The charts' accessible alternative: every value, a page of at most 48 rows at a time. */
export function EnergyTable({ label, header, rows }: EnergyTableProps) {
  const [page, setPage] = useState(0);
  const last = Math.max(0, Math.ceil(rows.length / PAGE_SIZE) - 1);
  const current = Math.min(page, last);
  return (
    <>
      <DataTable
        label={label}
        columns={header.map((text, index) => ({ label: text, align: index === 0 ? 'left' : 'right' }))}
        loading={false}
        loadingLabel=""
        skeletonRows={0}
      >
        {keyed(rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE), (row) => String(row[0])).map(
          ([key, row]) => (
            <TableRow key={key}>
              {row.map((cell, index) => (
                <TableCell key={header[index]} align={index === 0 ? 'left' : 'right'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ),
        )}
      </DataTable>
      {/* Pagination, not TablePagination: that one brings Select, Menu, Modal and Popper (~25 kB gzip) into the route. */}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 1, px: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {`${formatCount(rows.length === 0 ? 0 : current * PAGE_SIZE + 1)}–${formatCount(Math.min(rows.length, (current + 1) * PAGE_SIZE))} of ${formatCount(rows.length)}`}
        </Typography>
        {last > 0 ? (
          <Suspense fallback={null}>
            <PageButtons
              label={`${label}: pages`}
              pageCount={last + 1}
              page={current + 1}
              onPage={(next) => setPage(next - 1)}
            />
          </Suspense>
        ) : null}
      </Stack>
    </>
  );
}
