import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef } from 'react';
import { ChevronLeftIcon } from './icons/chevron-left.tsx';
import { ChevronRightIcon } from './icons/chevron-right.tsx';

// MUI's Pagination drawn by the portal: the items it shows, its rounded items' look, and page buttons for a table
// paged in place. The page links of the lists (page-links.tsx, links with first/last) use the same items and look.

export type PageItem =
  | { type: 'first' | 'previous' | 'next' | 'last'; page: number; disabled: boolean }
  | { type: 'page'; page: number; selected: boolean }
  | { type: 'start-ellipsis' | 'end-ellipsis' };

const range = (start: number, end: number): number[] =>
  Array.from({ length: Math.max(end - start + 1, 0) }, (_, index) => start + index);

/**
 * The items MUI's Pagination shows (usePagination with one boundary page and one sibling each side, first and last
 * buttons): first, previous, 1, …, the page and its neighbours, …, the last page, next, last.
 */
export function pageItems(page: number, count: number): PageItem[] {
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
    ...pages.map((entry): PageItem =>
      typeof entry === 'number' ? { type: 'page', page: entry, selected: entry === page } : { type: entry },
    ),
    { type: 'next', page: page + 1, disabled: page >= count },
    { type: 'last', page: count, disabled: page >= count },
  ];
}

const selectedWith = (extra: 'hoverOpacity' | 'focusOpacity') => (theme: Theme) =>
  alpha(theme.palette.action.selected, theme.palette.action.selectedOpacity + theme.palette.action[extra]);

/** MUI's rounded PaginationItem of the medium size, drawn with the same theme values. */
export const PAGE_ITEM_SX = {
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

export const PAGE_ELLIPSIS_SX = {
  ...PAGE_ITEM_SX,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 'auto',
} satisfies SxProps<Theme>;

/** MUI's own English names of the pagination items. */
function englishItemLabel(
  type: 'page' | 'first' | 'last' | 'next' | 'previous',
  page: number | null,
  selected: boolean,
) {
  return type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`;
}

export interface PageButtonsProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}

/**
 * Page buttons without first/last, as MUI's rounded `<Pagination>` draws and names them ("Go to page 3", "page 2",
 * "Go to previous page"; in German the theme's locale's words), for a table paged in place (EnergyTable). As MUI's,
 * a click that leaves its own button disabled (next onto the last page) puts the focus on the current page's button
 * rather than losing it.
 */
export function PageButtons({ page, pageCount, onPage, label }: PageButtonsProps) {
  const current = Math.min(page, pageCount);
  const list = useRef<HTMLUListElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    list.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);
  const items = pageItems(current, pageCount).filter((item) => item.type !== 'first' && item.type !== 'last');
  // The items' names in the language shown, as MUI's Pagination takes them from the theme's locale (German:
  // "Gehe zu Seite 3", "Zur nächsten Seite"); English without one.
  const itemLabel = useTheme().components?.MuiPagination?.defaultProps?.getItemAriaLabel ?? englishItemLabel;
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        ref={list}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' }}
      >
        {items.map((item, index) => (
          <li key={index}>
            {!('page' in item) ? (
              <Box sx={PAGE_ELLIPSIS_SX}>…</Box>
            ) : (
              <ButtonBase
                disabled={'disabled' in item && item.disabled}
                aria-current={item.type === 'page' && item.selected ? 'page' : undefined}
                aria-label={itemLabel(item.type, item.page, item.type === 'page' && item.selected)}
                onClick={(event) => {
                  const edge =
                    (item.type === 'previous' && item.page === 1) ||
                    (item.type === 'next' && item.page === pageCount);
                  refocus.current = edge && document.activeElement === event.currentTarget;
                  onPage(item.page);
                }}
                sx={PAGE_ITEM_SX}
              >
                {item.type === 'page' ? (
                  item.page
                ) : item.type === 'previous' ? (
                  <ChevronLeftIcon />
                ) : (
                  <ChevronRightIcon />
                )}
              </ButtonBase>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
