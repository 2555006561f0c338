import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme } from '@mui/material/styles';
import { useLayoutEffect, useRef } from 'react';
import { ELLIPSIS_SX, ICONS, ITEM_SX, pageItems } from './page-links.tsx';

// Page buttons for a table paged in place, with the items and look of the lists' page links (page-links.tsx), in a
// module of their own so that the lists' page-links chunk does not grow.

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
              <Box sx={ELLIPSIS_SX}>…</Box>
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
