import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface ListPaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page (URL search part), so pages open in new tabs and land in the history. */
  hrefFor: (page: number) => string;
  /** What one page is, e.g. 'sites 51–100 of 124'. */
  description: string;
  label: string;
}

/** Page links with first/last; hidden when there is only one page. */
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
        <Pagination
          aria-label={label}
          count={pageCount}
          page={Math.min(page, pageCount)}
          showFirstButton
          showLastButton
          siblingCount={1}
          shape="rounded"
          renderItem={(item) =>
            item.page !== null && item.type !== 'start-ellipsis' && item.type !== 'end-ellipsis' ? (
              <PaginationItem
                {...item}
                component={RouterLink}
                to={hrefFor(item.page)}
                preventScrollReset={false}
                aria-current={item.selected ? 'page' : undefined}
              />
            ) : (
              <PaginationItem {...item} />
            )
          }
        />
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
