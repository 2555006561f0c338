import { Columns } from '../../../components/columns.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PROBLEMS_LIST_KINDS } from '../api/list-problem-rows.ts';
import type { ProblemsListKind } from '../api/list-problem-rows.ts';
import type { ProblemRows } from '../api/list-problem-rows.ts';
import { ProblemSummarySection } from './problem-summary-section.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

export interface HealthOverviewProps {
  lists: Readonly<Record<ProblemsListKind, ProblemRows>>;
}

/** Home (DESIGN §3): the site problems and the installation problems, side by side on wide screens. */
export function HealthOverview({ lists }: HealthOverviewProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('health.overview')} subtitle={t('health.overviewSubtitle')} />
      <Columns columns={{ xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}>
        {PROBLEMS_LIST_KINDS.map((list) => (
          <ProblemSummarySection
            key={list}
            list={list}
            state={lists[list].state}
            onRetry={lists[list].retry}
          />
        ))}
      </Columns>
    </>
  );
}
