import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { Fragment, useCallback, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ListSort } from '../../domain/lists/list-state.ts';
import { keyed } from '../../domain/lists/row-keys.ts';
import { DataTable, type DataTableColumn } from '../data-table.tsx';
import { ArrowDownwardIcon } from '../icons/arrow-downward.tsx';
import type { ListColumn } from './list-column.ts';

export interface ListTableProps<R, K extends string> {
  /** The columns shown, in order. */
  shown: readonly ListColumn<R, K>[];
  /** Their headers, and the actions column's last. */
  headers: readonly (DataTableColumn & { readonly id?: string })[];
  rows: readonly R[] | undefined;
  rowId: (row: R) => string;
  table: { label: string; loadingLabel: string; skeletonRows?: number; rowTestId?: string; dense?: boolean };
  sort: ListSort<K> | null;
  sortHref: (key: K) => string;
  /** Where the screen sorts itself: the sort headers are buttons calling it instead of links. */
  onSort?: ((key: K) => void) | undefined;
  /** A click anywhere on a row (not on a control in it) opens this address. */
  rowHref?: ((row: R) => string | undefined) | undefined;
  rowActions?: { label: string; cell: (row: R) => ReactNode } | undefined;
  rowDetail?: ((row: R) => { id: string; content: ReactNode } | null) | undefined;
}

/**
 * A sort header's link, styled as MUI's TableSortLabel (its arrow shown on the sorted column, half-shown on hover and
 * focus): the component itself, its ButtonBase props and classes, cost every list route ~1 kB of gzip JS for a link.
 */
function sortLinkSx(active: boolean, direction: 'asc' | 'desc') {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    color: active ? 'text.primary' : 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    // A button (where the screen sorts itself) draws as the link does.
    border: 0,
    background: 'none',
    padding: 0,
    font: 'inherit',
    '&:hover, &:focus-visible': { color: 'text.secondary' },
    '& .sort-arrow': {
      fontSize: 18,
      mx: '4px',
      opacity: active ? 1 : 0,
      color: active ? 'text.secondary' : 'inherit',
      transform: direction === 'asc' ? 'rotate(180deg)' : 'none',
      transition: 'opacity 200ms, transform 200ms',
    },
    '&:hover .sort-arrow, &:focus-visible .sort-arrow': { opacity: active ? 1 : 0.5 },
  } as const;
}

/**
 * The kit's table: sortable headers and the rows (with their detail lines). A module of its own, loaded by the list
 * screen only where the screen draws no table of its own, so a screen with its own table (the prepared
 * installations' accordion rows) does not carry the table, its progress bar and its sort links.
 */
export function ListTable<R, K extends string>({
  shown,
  headers,
  rows,
  rowId,
  table,
  sort,
  sortHref,
  onSort,
  rowHref,
  rowActions,
  rowDetail,
}: ListTableProps<R, K>) {
  const navigate = useNavigate();
  const openRow = useCallback(
    (event: MouseEvent<HTMLTableRowElement>, href: string) => {
      const target = event.target as HTMLElement;
      if (target.closest('a, button, input, [role="button"]') !== null) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      if ((globalThis.getSelection?.()?.toString() ?? '') !== '') return;
      void navigate(href);
    },
    [navigate],
  );
  // The rows' elements are kept while their inputs stay the same: a change of the URL that leaves the rows as they
  // were (the filter panel opened, a sort header's new link, a chip) then re-renders the headers only, not every cell.
  const rowTestId = table.rowTestId;
  const body = useMemo(
    () =>
      keyed(rows ?? [], rowId).map(([key, row]) => {
        const detail = rowDetail?.(row) ?? null;
        const href = rowHref?.(row);
        return (
          <Fragment key={key}>
            <TableRow
              hover
              data-testid={rowTestId}
              {...(href === undefined
                ? {}
                : {
                    onClick: (event: MouseEvent<HTMLTableRowElement>) => openRow(event, href),
                    sx: { cursor: 'pointer' },
                  })}
            >
              {shown.map((column) => (
                <TableCell key={column.id} align={column.align}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {rowActions === undefined ? null : <TableCell>{rowActions.cell(row)}</TableCell>}
            </TableRow>
            {detail === null ? null : (
              <TableRow id={detail.id}>
                <TableCell colSpan={headers.length}>{detail.content}</TableCell>
              </TableRow>
            )}
          </Fragment>
        );
      }),
    [rows, rowId, rowHref, rowActions, rowDetail, shown, headers.length, openRow, rowTestId],
  );
  return (
    <DataTable
      label={table.label}
      dense={table.dense === true}
      columns={headers}
      loading={rows === undefined}
      loadingLabel={table.loadingLabel}
      skeletonRows={table.skeletonRows ?? 8}
      headCell={(header) => {
        const id = (header as { readonly id?: string }).id;
        const column = shown.find((candidate) => candidate.id === id);
        if (column?.sortKey === undefined) return undefined;
        const { sortKey } = column;
        const direction = sort?.key === sortKey ? sort.direction : 'desc';
        const common = {
          'aria-label': column.sortLabel?.(direction) ?? column.label,
          sx: sortLinkSx(sort?.key === sortKey, direction),
        };
        const target =
          onSort === undefined
            ? ({ component: RouterLink, to: sortHref(sortKey) } as const)
            : ({ component: 'button', type: 'button', onClick: () => onSort(sortKey) } as const);
        return (
          <Box {...common} {...target}>
            {column.label}
            <ArrowDownwardIcon className="sort-arrow" aria-hidden />
          </Box>
        );
      }}
    >
      {body}
    </DataTable>
  );
}
