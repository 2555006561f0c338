import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { ProblemWireRow as ProblemRow } from '../api/list-problem-rows.ts';

/** The energy problems a screen explains: the view staff open to see why the site is on the list. */
const EXPLAINED_BY: Partial<
  Record<ProblemRow['problemName'], { text: string; to: typeof paths.fleetSiteTelemetry }>
> = {
  SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS: { text: 'See the telemetry gaps', to: paths.fleetSiteTelemetry },
  SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS: { text: 'See the telemetry gaps', to: paths.fleetSiteTelemetry },
  PV_FORECAST_DEVIATION: { text: 'See forecast and measurement', to: paths.fleetSiteEnergyHistory },
  CONSUMPTION_FC_DEVIATION: { text: 'See forecast and measurement', to: paths.fleetSiteEnergyHistory },
};

/** A link to the site's energy view that explains the row's problem, when there is one and the site has a fleet. */
export function ProblemExplainLink({ row }: { row: ProblemRow }) {
  const explained = EXPLAINED_BY[row.problemName];
  // The site's energy pages live under a fleet: its first one.
  const fleet = row.fleets?.[0];
  if (!explained || fleet === undefined) return null;
  return (
    <Link
      component={RouterLink}
      to={explained.to({ fleetUuid: fleet.uuid, subUuid: row.subscription })}
      variant="body2"
      sx={{ display: 'inline-block', minHeight: 24 }}
    >
      {explained.text}
    </Link>
  );
}
