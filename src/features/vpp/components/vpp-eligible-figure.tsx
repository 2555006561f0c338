import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { useT } from '../../../i18n/display-preferences.ts';
import { tOr } from '../../../i18n/i18n.ts';
import { vppPoolQueryOptions } from '../api/get-vpp-pool.ts';

/** The /install card's live figure: the sites eligible for the VPP but not enrolled (the screen's own pool query). */
export function VppEligibleFigure() {
  useT();
  const query = useQuery({ ...vppPoolQueryOptions(useApiClient()), select: (pool) => pool.eligible });
  return (
    <LiveFigure
      state={toQueryState(query)}
      label={tOr('install.figure.vppEligible', 'eligible, not enrolled')}
    />
  );
}
