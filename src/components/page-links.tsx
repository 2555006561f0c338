import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronLeftIcon } from './icons/chevron-left.tsx';
import { ChevronRightIcon } from './icons/chevron-right.tsx';
import { FirstPageIcon } from './icons/first-page.tsx';
import { LastPageIcon } from './icons/last-page.tsx';
import { PAGE_ELLIPSIS_SX, PAGE_ITEM_SX, pageItems } from './page-buttons.tsx';

export { pageItems } from './page-buttons.tsx';

export interface PageLinksProps {
  page: number;
  pageCount: number;
  /** The link of a page (URL search part), so pages open in new tabs and land in the history. */
  hrefFor: (page: number) => string;
  label: string;
}

const ICONS: Record<'first' | 'previous' | 'next' | 'last', ReactNode> = {
  first: <FirstPageIcon />,
  previous: <ChevronLeftIcon />,
  next: <ChevronRightIcon />,
  last: <LastPageIcon />,
};

/**
 * Page links with first/last, in a chunk of its own (ListPagination loads it for a second page). Drawn as MUI's
 * Pagination draws them, with its labels ("Go to page 3", "page 2" for the current one, "Go to next page"), each a
 * link; a few lines of the portal's own instead of MUI's Pagination and usePagination (~2 kB gzip less).
 */
export default function PageLinks({ page, pageCount, hrefFor, label }: PageLinksProps) {
  const current = Math.min(page, pageCount);
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' }}
      >
        {pageItems(current, pageCount).map((item, index) => (
          <li key={index}>
            {!('page' in item) ? (
              <Box sx={PAGE_ELLIPSIS_SX}>…</Box>
            ) : (
              <ButtonBase
                component={RouterLink}
                to={hrefFor(item.page)}
                preventScrollReset={false}
                disabled={'disabled' in item && item.disabled}
                aria-current={item.type === 'page' && item.selected ? 'page' : undefined}
                aria-label={
                  item.type === 'page'
                    ? `${item.selected ? '' : 'Go to '}page ${item.page}`
                    : `Go to ${item.type} page`
                }
                sx={PAGE_ITEM_SX}
              >
                {item.type === 'page' ? item.page : ICONS[item.type]}
              </ButtonBase>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
