import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { KeptFiltersPanel } from '../../../components/kept-filters-panel.tsx';
import { JOBS, RUN_STATES } from '../../../domain/job-runs/job-run.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { jobText, runStateText } from './job-run-words.ts';
import { JOB_RUN_PARAMS, type JobRunFilters } from '../../../domain/job-runs/job-runs.list.ts';
import type { KeptChange } from '../../../domain/lists/list-module.ts';

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

export interface JobRunsFiltersPanelProps {
  filters: JobRunFilters;
  filtered: boolean;
  onReset: () => void;
  change: (change: KeptChange) => void;
}

/**
 * The job runs' own filters: job, state, the site a link named, and the dates. Its own chunk, loaded when the panel
 * first opens (or its button is pointed at), so the list's first load carries no checkbox.
 */
export default function JobRunsFiltersPanel({
  filters,
  filtered,
  onReset,
  change,
}: JobRunsFiltersPanelProps) {
  const t = useT();
  return (
    <KeptFiltersPanel
      label={t('jobRuns.filters')}
      filtered={filtered}
      onReset={onReset}
      site={{ param: JOB_RUN_PARAMS.site, value: filters.site }}
      dates={filters.dates}
      dateParams={JOB_RUN_PARAMS}
      change={change}
    >
      <FilterCheckboxGroup
        legend={t('jobRuns.legend.job')}
        options={options(JOBS, jobText)}
        value={filters.jobs}
        onChange={(next) => change({ [JOB_RUN_PARAMS.job]: next })}
      />
      <FilterCheckboxGroup
        legend={t('jobRuns.legend.state')}
        options={options(RUN_STATES, runStateText)}
        value={filters.states}
        onChange={(next) => change({ [JOB_RUN_PARAMS.state]: next })}
      />
    </KeptFiltersPanel>
  );
}
