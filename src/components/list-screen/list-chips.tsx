import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { RefObject } from 'react';
import type { ChipLabelOptions } from '../../domain/filters/group-kinds.ts';
import type { FilterGroup } from '../../domain/filters/filter-state.ts';
import { normalizeSearchText } from '../../domain/lists/search-text.ts';
import { FilterChips } from '../filter-chips.tsx';
import { CancelIcon } from '../icons/cancel.tsx';
import type { ListScreenController } from './use-list-screen.ts';
import { useT } from '../../i18n/display-preferences.ts';

/**
 * The chips of a list screen: the active filter groups' chips; `withSearch` adds the search text's chip and Clear
 * all (shown while anything narrows the list).
 */
export function ListChips<G extends FilterGroup, K extends string, Q, C>({
  list,
  withSearch,
  triggerRef,
  labels,
}: {
  list: ListScreenController<G, K, Q, C>;
  withSearch: boolean;
  /** Where focus goes when the last chip goes: the Filters button. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  labels?: ChipLabelOptions;
}) {
  const t = useT();
  const chips = (
    <FilterChips
      table={list.table}
      value={list.url.state.filters}
      onChange={list.setFilters}
      triggerRef={triggerRef}
      {...(labels === undefined ? {} : { labels })}
    />
  );
  if (!withSearch) return chips;
  const text = normalizeSearchText(list.url.state.text);
  if (!list.filtered) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
      {text !== '' ? (
        <Chip
          label={t('lists.searchChip', { text })}
          aria-label={t('lists.removeSearch', { text })}
          onClick={() => list.setText('')}
          onDelete={() => list.setText('')}
          deleteIcon={<CancelIcon aria-hidden />}
          sx={{ height: 32, '& .MuiChip-deleteIcon': { width: 24, height: 24, fontSize: 24 } }}
        />
      ) : null}
      {chips}
      <Button size="small" onClick={list.reset} sx={{ mb: 2, minHeight: 32 }}>
        {t('lists.clearAll')}
      </Button>
    </Stack>
  );
}
