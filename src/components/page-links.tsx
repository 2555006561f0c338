import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronLeftIcon } from './icons/chevron-left.tsx';
import { ChevronRightIcon } from './icons/chevron-right.tsx';
import { FirstPageIcon } from './icons/first-page.tsx';
import { LastPageIcon } from './icons/last-page.tsx';

export interface PageLinksProps {
  page: number;
  pageCount: number;
  /** The link of a page (URL search part), so pages open in new tabs and land in the history. */
  hrefFor: (page: number) => string;
  label: string;
}

type Item =
  | { type: 'first' | 'previous' | 'next' | 'last'; page: number; disabled: boolean }
  | { type: 'page'; page: number; selected: boolean }
  | { type: 'start-ellipsis' | 'end-ellipsis' };

const range = (start: number, end: number): number[] =>
  Array.from({ length: Math.max(end - start + 1, 0) }, (_, index) => start + index);

/**
 * The items MUI's Pagination shows (usePagination with one boundary page and one sibling each side, first and last
 * buttons): first, previous, 1, …, the page and its neighbours, …, the last page, next, last.
 */
export function pageItems(page: number, count: number): Item[] {
  const boundary = 1;
  const sibling = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - sibling, count - boundary - sibling * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(page + sibling, boundary + sibling * 2 + 2), count - boundary - 1);
  const pages: (number | 'start-ellipsis' | 'end-ellipsis')[] = [
    ...startPages,
    ...(siblingsStart > boundary + 2
      ? (['start-ellipsis'] as const)
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? (['end-ellipsis'] as const)
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
  ];
  return [
    { type: 'first', page: 1, disabled: page <= 1 },
    { type: 'previous', page: page - 1, disabled: page <= 1 },
    ...pages.map((entry): Item =>
      typeof entry === 'number' ? { type: 'page', page: entry, selected: entry === page } : { type: entry },
    ),
    { type: 'next', page: page + 1, disabled: page >= count },
    { type: 'last', page: count, disabled: page >= count },
  ];
}

export const ICONS: Record<'first' | 'previous' | 'next' | 'last', ReactNode> = {
  first: <FirstPageIcon />,
  previous: <ChevronLeftIcon />,
  next: <ChevronRightIcon />,
  last: <LastPageIcon />,
};

const selectedWith = (extra: 'hoverOpacity' | 'focusOpacity') => (theme: Theme) =>
  alpha(theme.palette.action.selected, theme.palette.action.selectedOpacity + theme.palette.action[extra]);

/** MUI's rounded PaginationItem of the medium size, drawn with the same theme values. */
export const ITEM_SX = {
  typography: 'body2',
  borderRadius: 1,
  textAlign: 'center',
  boxSizing: 'border-box',
  minWidth: 32,
  height: 32,
  px: '6px',
  mx: '3px',
  color: 'text.primary',
  transition: (theme: Theme) =>
    theme.transitions.create(['color', 'background-color'], { duration: theme.transitions.duration.short }),
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
  '&.Mui-disabled': { opacity: (theme: Theme) => theme.palette.action.disabledOpacity },
  '&[aria-current="page"]': {
    bgcolor: 'action.selected',
    '&:hover': { bgcolor: selectedWith('hoverOpacity') },
    '&.Mui-focusVisible': { bgcolor: selectedWith('focusOpacity') },
  },
  '& svg': { fontSize: (theme: Theme) => theme.typography.pxToRem(20), mx: '-8px' },
} satisfies SxProps<Theme>;

export const ELLIPSIS_SX = {
  ...ITEM_SX,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 'auto',
} satisfies SxProps<Theme>;

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
              <Box sx={ELLIPSIS_SX}>…</Box>
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
                sx={ITEM_SX}
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
