import { paths } from '../config/paths.ts';
import { siteEnergyHref, type SiteEnergyView } from '../config/site-energy-paths.ts';
import { tOr } from '../i18n/i18n.ts';

/** The energy problems a screen explains: the view staff open to see why the site has the problem. */
const EXPLAINED_BY: Readonly<Record<string, { text: string; view: SiteEnergyView }>> = {
  SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS: { text: 'See the telemetry gaps', view: 'telemetry' },
  SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS: { text: 'See the telemetry gaps', view: 'telemetry' },
  PV_FORECAST_DEVIATION: { text: 'See forecast and measurement', view: 'history' },
  CONSUMPTION_FC_DEVIATION: { text: 'See forecast and measurement', view: 'history' },
};

/**
 * The problems a background job's failed runs explain: the site's failed runs of that job, whose log
 * says why (the job runs list narrowed by its URL params: site, job, state).
 */
const EXPLAINED_BY_RUNS: Readonly<Record<string, { text: string; job: string }>> = {
  ACTIVE_FC_INCOMPLETE: { text: 'See the failed forecasting runs', job: 'forecasting' },
  SITE_NOT_OPTIMIZABLE: { text: 'See the failed optimisation runs', job: 'optimisation' },
};

function failedRunsHref(job: string, subscription: string): string {
  const query = new URLSearchParams([
    ['job', job],
    ['state', 'failed'],
    ['state', 'partly-failed'],
    ['site', subscription],
  ]);
  return `${paths.operationsThreadLogs()}?${query.toString()}`;
}

/**
 * The screen that explains a site's problem (a problem row's, a site page's), or undefined when none does. The energy
 * pages open in the site's first fleet where it is in one, else on the site's own page.
 */
export function problemExplanation(
  code: string,
  site: { readonly subscription: string; readonly fleets?: readonly { readonly uuid: string }[] | undefined },
): { readonly text: string; readonly href: string } | undefined {
  const byRuns = Object.hasOwn(EXPLAINED_BY_RUNS, code) ? EXPLAINED_BY_RUNS[code] : undefined;
  if (byRuns !== undefined)
    return {
      text: tOr(`problems.explain.${byRuns.job}`, byRuns.text),
      href: failedRunsHref(byRuns.job, site.subscription),
    };
  const explained = Object.hasOwn(EXPLAINED_BY, code) ? EXPLAINED_BY[code] : undefined;
  if (explained === undefined) return undefined;
  return {
    text: tOr(`problems.explain.${explained.view}`, explained.text),
    href: siteEnergyHref(explained.view, site.subscription, site.fleets?.[0]?.uuid),
  };
}
