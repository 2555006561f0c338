import { useMemo } from 'react';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { SITES_LIST_MODULE } from '../../../domain/sites/sites.list.ts';
import type { Fleet } from '../../../domain/sites/sites-row.ts';
import type { SitesListScreen } from '../components/sites-list.tsx';

/** A sites list's state on the kit's list screen: the sites module, its fleets as the request's context. */
export function useSitesListScreen(fleets: readonly Fleet[]): SitesListScreen {
  const context = useMemo(() => ({ fleets }), [fleets]);
  return useListScreen(SITES_LIST_MODULE, { context });
}
