import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, type Ref } from 'react';
import { FilterListIcon } from '../icons/filter-list.tsx';
import { useT } from '../../i18n/display-preferences.ts';

export interface ListFiltersButtonProps {
  open: boolean;
  onToggle: () => void;
  /** The filters set, on the badge. */
  count: number;
  /** The panel's element id. */
  controls: string;
  /** The panel's chunk starts loading when the pointer or focus reaches the button. */
  onPreload?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

// MUI's standard Badge drawn with the Box every route already loads: the Badge component (its hook, its classes and
// its show/hide transition) cost every list route ~2 kB of gzip JS for one number on an icon.
const COUNT_SX = {
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(50%, -50%)',
  zIndex: 1,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  height: 20,
  px: '6px',
  borderRadius: '10px',
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  typography: 'caption',
  fontWeight: 500,
  fontSize: '0.75rem',
  lineHeight: 1,
} as const;

/**
 * Opens and closes a list screen's filter panel; its badge counts the filters set. Memoised: drawn again only when
 * its state or count changes, not on every change of the list's URL.
 */
export const ListFiltersButton = memo(function ListFiltersButton({
  open,
  onToggle,
  count,
  controls,
  onPreload,
  ref,
}: ListFiltersButtonProps) {
  const t = useT();
  return (
    <Button
      ref={ref}
      variant={open ? 'contained' : 'outlined'}
      startIcon={
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
          <FilterListIcon aria-hidden />
          {count > 0 ? (
            <Box component="span" sx={COUNT_SX}>
              {count}
            </Box>
          ) : null}
        </Box>
      }
      aria-expanded={open}
      aria-controls={controls}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onToggle}
    >
      {open ? t('lists.hideFilters') : t('lists.filters')}
    </Button>
  );
});
