import type { ListModule } from '../lists/list-module.ts';

/*
 * The charge-point candidates' module (listChargepointCandidates): one call answers every candidate, so it takes no
 * query parameter, offers no filter group, no search and no pages. The list screen still reads its (empty) state
 * through the one list controller, so a param added later has one URL dialect from the start.
 */

export const CHARGEPOINT_CANDIDATES_LIST_MODULE: ListModule<never, never, Record<never, never>, null> = {
  name: 'candidates',
  list: { groups: [], table: {} },
  params: {},
  server: {},
  base: () => ({}),
};
