import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import type { Ref } from 'react';
import { FilterListIcon } from '../icons/filter-list.tsx';

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

/** Opens and closes a list screen's filter panel; its badge counts the filters set. */
export function ListFiltersButton({
  open,
  onToggle,
  count,
  controls,
  onPreload,
  ref,
}: ListFiltersButtonProps) {
  return (
    <Button
      ref={ref}
      variant={open ? 'contained' : 'outlined'}
      startIcon={
        <Badge badgeContent={count} color="secondary">
          <FilterListIcon aria-hidden />
        </Badge>
      }
      aria-expanded={open}
      aria-controls={controls}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onToggle}
    >
      {open ? 'Hide filters' : 'Filters'}
    </Button>
  );
}
