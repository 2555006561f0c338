import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { useT } from '../../../i18n/display-preferences.ts';
import { tOr } from '../../../i18n/i18n.ts';
import { installCompaniesQueryOptions } from '../api/list-install-companies.ts';

/** The installations stuck in commissioning, over every company the person may see (the picker's own query). */
export function InstallationsStuckFigure() {
  useT();
  const query = useQuery({
    ...installCompaniesQueryOptions(useApiClient(), ''),
    select: (companies) => companies.reduce((sum, company) => sum + company.stuckCount, 0),
  });
  return (
    <LiveFigure state={toQueryState(query)} label={tOr('install.figure.stuck', 'installations stuck')} />
  );
}
