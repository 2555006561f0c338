import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-error.ts';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { AnswerPagination } from './list-pagination.tsx';
import { LoadErrorAlert } from './load-error-alert.tsx';
import { MessagePanel } from './message-panel.tsx';

/** What the page shows of a server-paged list's query: its failure, or its answer once it has come. */
interface PagedQuery {
  readonly status: string;
  readonly error: ApiError | null;
  readonly retry: () => void;
}

/**
 * The body of a filtered, server-paged list (the activity log, the data exchange, the job runs): the load failure
 * with Try again; an empty answer, which under filters offers to clear them; otherwise the table and its page links.
 */
export function PagedListBody({
  query,
  answer,
  rows,
  errorTitle,
  empty,
  table,
  pages,
}: {
  query: PagedQuery;
  /** The answer's page and page count (undefined while loading). */
  answer: { readonly page: number; readonly countPages: number } | undefined;
  /** The answer's rows, drawn (undefined while loading). */
  rows: readonly ReactNode[] | undefined;
  errorTitle: string;
  empty: {
    icon: ReactNode;
    title: string;
    text: string;
    /** Set when filters narrowed the answer: the panel offers to clear them. */
    onClear?: () => void;
  };
  table: { label: string; columns: readonly DataTableColumn[]; loadingLabel: string };
  pages: { label: string; description: string; hrefFor: (page: number) => string };
}) {
  if (query.status === 'error' && query.error !== null)
    return <LoadErrorAlert title={errorTitle} error={query.error} onRetry={query.retry} />;
  if (rows !== undefined && rows.length === 0)
    return (
      <MessagePanel
        icon={empty.icon}
        title={empty.title}
        titleAs="h2"
        actions={
          empty.onClear === undefined ? undefined : (
            <Button variant="outlined" onClick={empty.onClear}>
              Clear the filters
            </Button>
          )
        }
      >
        {empty.text}
      </MessagePanel>
    );
  return (
    <>
      <DataTable {...table} loading={rows === undefined} skeletonRows={8}>
        {rows}
      </DataTable>
      <AnswerPagination answer={answer} {...pages} />
    </>
  );
}
