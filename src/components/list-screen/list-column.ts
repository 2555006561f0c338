import type { ReactNode } from 'react';
import type { DataTableColumn } from '../data-table.tsx';
import type { ListSort } from '../../domain/lists/list-state.ts';

/**
 * One column of a kit list screen. Its `id` is stable (never its label): column choice and saved views will store
 * ids, so a relabelled column keeps its place in them.
 */
export interface ListColumn<R, K extends string = string> {
  readonly id: string;
  readonly label: string;
  readonly align?: 'left' | 'right';
  /** Shown until the user chooses otherwise; true when left out. */
  readonly defaultVisible?: boolean;
  /** Its header sorts the list by this key (a link to the sorted URL). */
  readonly sortKey?: K;
  /** The sort link's accessible name for the shown direction; the label when left out. */
  readonly sortLabel?: (direction: ListSort['direction']) => string;
  /** The rows always come in this column's order (the server's own, no sort link): said by `aria-sort`. */
  readonly order?: 'ascending' | 'descending';
  readonly cell: (row: R) => ReactNode;
}

/** The columns shown: today the default visibility (a column choice will narrow this further). */
export function shownColumns<R, K extends string>(
  columns: readonly ListColumn<R, K>[],
): readonly ListColumn<R, K>[] {
  return columns.filter((column) => column.defaultVisible !== false);
}

/** A column's header for the table: its sort state shown as `aria-sort`. */
export function headerOf<R, K extends string>(
  column: ListColumn<R, K>,
  sort: ListSort<K> | null,
): DataTableColumn & { readonly id: string } {
  const sorted = column.sortKey !== undefined && sort !== null && sort.key === column.sortKey;
  return {
    id: column.id,
    label: column.label,
    ...(column.align === undefined ? {} : { align: column.align }),
    ...(sorted
      ? { ariaSort: sort.direction === 'asc' ? 'ascending' : 'descending' }
      : column.order === undefined
        ? {}
        : { ariaSort: column.order }),
  };
}
