import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { filterChips, removeFilterChip } from '../domain/filters/filter-chips.ts';
import type { ChipLabelOptions } from '../domain/filters/filter-chips.ts';
import type { FilterState } from '../domain/filters/filter-state.ts';

export interface FilterChipsProps<S extends Partial<FilterState>> {
  value: S;
  /** Receives the state without the removed chip's value. */
  onChange: (next: S) => void;
  labels?: ChipLabelOptions;
  /** Accessible name of the list. */
  label?: string;
}

/**
 * The active filters as removable chips. The whole chip is the remove button (click, Enter, Space, Delete or
 * Backspace), and its delete icon is at least 24 px (WCAG 2.2 target size).
 */
export function FilterChips<S extends Partial<FilterState>>({
  value,
  onChange,
  labels,
  label = 'Active filters',
}: FilterChipsProps<S>) {
  const chips = filterChips(value, labels);
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
    >
      {chips.map((chip) => {
        const remove = () => onChange(removeFilterChip(value, chip));
        return (
          <li key={chip.key}>
            <Chip
              label={chip.label}
              aria-label={`Remove filter ${chip.label}`}
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
