import { lazy, Suspense, useEffect, useMemo } from 'react';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { LoadingRow } from '../../../components/loading-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { HOME_PATH } from '../../../config/paths.ts';
import { problemsOfList } from '../../../domain/problems/problems.ts';
import type { ProblemRow, ProblemsListKind } from '../api/list-problem-rows.ts';
import { useProblemRows } from '../api/list-problem-rows.ts';
import type { ProblemRowsState } from '../api/list-problem-rows.ts';
import { useProblemsUrl } from '../hooks/use-problems-url.ts';
import { HealthOverview } from './health-overview.tsx';
import { listNoun, listTitle } from './list-titles.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { loadScreenWords } from '../../../i18n/screen-areas.ts';

// The drill-down (filter panel, table, pagination) is its own chunk: the overview, the page most visits see, does
// not pay for it (DESIGN §6 route JS). A chunk that stalls ends in the load-failure page after 120 s (SPEC §9).
// Its filter panel's words (the filter table's legends and options) load with it.
const ProblemRowsView = lazy(
  withLoadTimeout(() =>
    Promise.all([import('./problem-rows-view.tsx'), loadScreenWords('filters')]).then(([m]) => ({
      default: m.ProblemRowsView,
    })),
  ),
);

/** The list's own codes, then any code its rows carry that the catalogue puts elsewhere or does not know. */
function codesOf(list: ProblemsListKind, state: ProblemRowsState): readonly string[] {
  const own: readonly string[] = problemsOfList(list);
  if (state.status !== 'loaded') return own;
  const extra = new Set<string>();
  for (const row of state.rows as readonly ProblemRow[]) {
    if (!own.includes(row.problemName)) extra.add(row.problemName);
  }
  return extra.size === 0 ? own : [...own, ...extra];
}

/**
 * The home page: the overview of both problem lists, or (with `?list=`) the drill-down into one. Both lists are
 * loaded on the overview; a drill-down link opened directly loads only its own list.
 */
export function HealthScreen() {
  const t = useT();
  const { list } = useProblemsUrl();
  const site = useProblemRows('site', list !== 'installation');
  const installation = useProblemRows('installation', list !== 'site');
  const lists = useMemo(() => ({ site, installation }), [site, installation]);

  // Switching between overview and drill-down changes only the search params, which the shell treats as filtering
  // (scroll kept); for the user it is another page, so it starts at the top.
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [list]);

  const current = list === null ? null : lists[list];
  const currentState = current?.state;
  const codes = useMemo(
    () => (list === null || currentState === undefined ? [] : codesOf(list, currentState)),
    [list, currentState],
  );

  if (list === null || current === null) return <HealthOverview lists={lists} />;
  return (
    <Suspense
      fallback={
        <>
          <PageHeader title={listTitle(list)} backTo={HOME_PATH} backLabel={t('health.back')} />
          <LoadingRow label={t('health.loading', { what: listNoun(list) })} />
        </>
      }
    >
      <ProblemRowsView
        list={list}
        state={current.state}
        onRetry={current.retry}
        updatedAt={current.updatedAt}
        refreshing={current.refreshing}
        problemCodes={codes}
      />
    </Suspense>
  );
}
