import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_PARAMS } from '../domain/lists/list-state.ts';

export type KeptChange = Readonly<Record<string, string | readonly string[] | null>>;

/**
 * A list's own filters kept in the URL beside the shared list state (the `keep` params of its ListConfig): a change
 * replaces the named params (a list value repeats the param), goes back to page 1 and is one history entry, as every
 * list's filters do (domain/lists/list-state.ts).
 */
export function useKeptParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const change = useCallback(
    (next: KeptChange) => {
      const copy = new URLSearchParams(search);
      for (const [name, value] of Object.entries(next)) {
        copy.delete(name);
        const values = value === null ? [] : typeof value === 'string' ? [value] : value;
        for (const item of values) if (item !== '') copy.append(name, item);
      }
      copy.delete(LIST_PARAMS.page);
      if (copy.toString() !== search) setSearchParams(copy, { preventScrollReset: true, flushSync: true });
    },
    [search, setSearchParams],
  );
  return { params, change };
}
