import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router-dom';

export interface PageLinksProps {
  page: number;
  pageCount: number;
  /** The link of a page (URL search part), so pages open in new tabs and land in the history. */
  hrefFor: (page: number) => string;
  label: string;
}

/** Page links with first/last (MUI's Pagination, in a chunk of its own: ListPagination loads it for a second page). */
export default function PageLinks({ page, pageCount, hrefFor, label }: PageLinksProps) {
  return (
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
  );
}
