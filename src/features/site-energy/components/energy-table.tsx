import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';

export interface EnergyTableProps {
  label: string;
  header: readonly string[];
  /** Already formatted cells, one row per bucket. */
  rows: readonly (readonly string[])[];
}

const PAGE_SIZE = 48;

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
        {rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE).map((row) => (
          <TableRow key={row[0]}>
            {row.map((cell, index) => (
              <TableCell key={header[index]} align={index === 0 ? 'left' : 'right'}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </DataTable>
      <TablePagination
        component="div"
        count={rows.length}
        page={current}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next)}
      />
    </>
  );
}
