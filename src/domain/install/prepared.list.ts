import type { ListModule } from '../lists/list-module.ts';
import { filterTable } from '../filters/group-table.ts';
import { INSTALL_FILTER_GROUPS } from './install.filters.ts';

/*
 * The prepared installations' module (the proposed call GET /ui/v1/installation/prepared/hems/{hemsId}): one call
 * answers a provider's every installation, so it takes no query parameter and its one group — the single-choice
 * prepared status (SPEC §2) — is the client's.
 */

export const PREPARED_LIST_MODULE: ListModule<'preparedStatus', never, Record<never, never>, null> = {
  name: 'all',
  list: { groups: ['preparedStatus'], table: filterTable(['preparedStatus'], INSTALL_FILTER_GROUPS) },
  params: {},
  server: { preparedStatus: null },
  base: () => ({}),
};
