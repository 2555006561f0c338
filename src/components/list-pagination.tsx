import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { withLoadTimeout } from './with-load-timeout.ts';

// MUI's Pagination (~3.5 kB gzip) loads only for a list of more than one page: a list that fits one page (the pending
// sign-ups, most staff lists) does not fetch it.
const PageLinks = lazy(withLoadTimeout(() => import('./page-links.tsx')));

export interface ListPaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page (URL search part), so pages open in new tabs and land in the history. */
  hrefFor: (page: number) => string;
  /** What one page is, e.g. 'sites 51–100 of 124'. */
  description: string;
  label: string;
}

/** What the page shows and, from two pages, page links with first/last (loaded on first need). */
export function ListPagination({ page, pageCount, hrefFor, description, label }: ListPaginationProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 1.5, px: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      {pageCount > 1 ? (
        // The links' height is kept while they load, so the description and the rows above do not move.
        <Suspense fallback={<Box aria-hidden sx={{ height: 32 }} />}>
          <PageLinks label={label} page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/**
 * The page links of a server-paged answer (`page`, `countPages`), shown once the answer has come: the lists that
 * page on the server (chargers, staff users, sign-ups, the activity log) all draw it this way.
 */
export function AnswerPagination({
  answer,
  ...rest
}: Omit<ListPaginationProps, 'page' | 'pageCount'> & {
  answer: { readonly page: number; readonly countPages: number } | undefined;
}) {
  return answer === undefined ? null : (
    <ListPagination page={answer.page} pageCount={answer.countPages} {...rest} />
  );
}
