import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { useNow } from '../../../components/use-now.ts';
import { TREND_TIME_ZONE } from '../../../domain/trends/trend-range.ts';
import { addDays, zonedDate } from '../../../domain/format/zoned-time.ts';
import { trendSnapshotsQueryOptions } from '../api/get-trend-snapshots.ts';

const WEEK = 7;

/** The area card's figure: sites critical today (overall) against a week ago — one call of 8 snapshots. */
export function CriticalSitesFigure() {
  const today = zonedDate(useNow(60_000), TREND_TIME_ZONE);
  const query = useQuery({
    ...trendSnapshotsQueryOptions(useApiClient(), addDays(today, -WEEK), today),
    select: (answer) => ({
      now: answer.days.at(-1)?.health.overall.critical ?? 0,
      before: answer.days[0]?.health.overall.critical ?? null,
    }),
  });
  const state = toQueryState(query);
  const before = state.status === 'ready' ? state.data.before : null;
  return (
    <LiveFigure
      state={state.status === 'ready' ? { ...state, data: state.data.now } : state}
      label={before === null ? 'critical today' : `critical today (${before} a week ago)`}
    />
  );
}
