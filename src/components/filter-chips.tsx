import { CancelIcon } from './icons/cancel.tsx';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useRef, type RefObject } from 'react';
import { chipsOf, withoutChip } from '../domain/filters/chip-values.ts';
import type { FilterGroup, FilterState } from '../domain/filters/filter-state.ts';
import type { ChipLabelOptions, FilterTableOf } from '../domain/filters/group-kinds.ts';
import { useT } from '../i18n/display-preferences.ts';
import { chipText } from './filter-words.ts';

export interface FilterChipsProps<S extends Partial<FilterState>, G extends FilterGroup = FilterGroup> {
  /** The list's filter table (its module's `list.table`): the groups whose chips are shown. */
  table: FilterTableOf<G>;
  value: S;
  /** Receives the state without the removed chip's value. */
  onChange: (next: S) => void;
  labels?: ChipLabelOptions;
  /** Accessible name of the list. */
  label?: string;
  /**
   * Where focus goes when the last chip is removed while it had focus: the control that opens the filters. Without
   * it focus falls to the page.
   */
  triggerRef?: RefObject<HTMLElement | null>;
}

/**
 * The active filters as removable chips. The whole chip is the remove button (click, Enter, Space, Delete or
 * Backspace), and its delete icon is at least 24 px (WCAG 2.2 target size). A removed chip that had focus hands it
 * to the next chip, else the previous one, else `triggerRef`, so a keyboard user is not dropped to the page's start.
 */
export function FilterChips<S extends Partial<FilterState>, G extends FilterGroup>({
  table,
  value,
  onChange,
  labels,
  label,
  triggerRef,
}: FilterChipsProps<S, G>) {
  const listRef = useRef<HTMLUListElement>(null);
  const t = useT();
  const chips = chipsOf(table, value, labels);
  if (chips.length === 0) return null;
  // Focus moves before the change: the chip that takes it keeps its key, so React keeps its element.
  const handOnFocus = (index: number) => {
    const list = listRef.current;
    if (list === null || !list.contains(document.activeElement)) return;
    const buttons = list.querySelectorAll<HTMLElement>('[data-filter-chip]');
    const next = buttons[index + 1] ?? buttons[index - 1] ?? triggerRef?.current;
    next?.focus();
  };
  return (
    <Box
      ref={listRef}
      component="ul"
      aria-label={label ?? t('lists.activeFilters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
    >
      {chips.map((chip, index) => {
        const remove = () => {
          handOnFocus(index);
          onChange(withoutChip(table, value, chip));
        };
        const shown = chipText(chip);
        return (
          <li key={chip.key}>
            <Chip
              label={shown}
              aria-label={t('lists.removeFilter', { label: shown })}
              data-filter-chip
              onClick={remove}
              onDelete={remove}
              deleteIcon={<CancelIcon aria-hidden />}
              sx={{
                height: 32,
                '& .MuiChip-deleteIcon': { width: 24, height: 24, fontSize: 24, minWidth: 24, minHeight: 24 },
              }}
            />
          </li>
        );
      })}
    </Box>
  );
}
