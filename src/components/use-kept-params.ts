import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { KeptChange } from '../domain/lists/list-module.ts';
import { withKeptChange } from './use-list-url.ts';

export type { KeptChange };

/**
 * A list's own filters kept in the URL beside the shared list state, for the screens not yet on the kit's list
 * screen (which reads them through `useListUrl`'s `params` and `setKept`, the same rule).
 */
export function useKeptParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const change = useCallback(
    (next: KeptChange) => {
      const copy = withKeptChange(new URLSearchParams(search), next);
      if (copy.toString() !== search) setSearchParams(copy, { preventScrollReset: true, flushSync: true });
    },
    [search, setSearchParams],
  );
  return { params, change };
}
