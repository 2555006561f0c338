import { unwrap } from '../../../api/client.ts';
import type { ApiClient } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';

export type ProblemRow = components['schemas']['ProblemRow'];
/** The two problem lists of the home page (SPEC §4); EVSE problems have no list of their own. */
export type ProblemsListKind = 'site' | 'installation';

export const PROBLEMS_LIST_KINDS: readonly ProblemsListKind[] = ['site', 'installation'];

/** listSiteProblems / listInstallationProblems: one row per (site, problem). Throws the call's ApiError. */
export async function listProblemRows(
  api: ApiClient,
  list: ProblemsListKind,
  signal?: AbortSignal,
): Promise<ProblemRow[]> {
  const call =
    list === 'site'
      ? api.GET('/ui/v1/problems/sites', { signal })
      : api.GET('/ui/v1/problems/installations', { signal });
  const { rows } = await unwrap(call);
  return rows;
}
