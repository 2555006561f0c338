import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
// The drill-down is a lazy chunk in the app; loaded here up front so a test's time goes to the screen, not to imports.
import '../../../src/features/health/components/problem-rows-view.tsx';
// So are its lazy parts (the kit's chips, its pages): the first test's chips and pages are there with its table.
import '../../../src/components/list-screen/list-chips.tsx';
import '../../../src/features/health/components/problem-rows-pages.tsx';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { problemRow, type ProblemRow } from './problem-rows.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

export const SITES = '/ui/v1/problems/sites';
export const INSTALLATIONS = '/ui/v1/problems/installations';

// Sites 1–3 offline now (site 1 also unhealthy), site 4 with small gaps; installation rows on sites 10 and 11.
export const siteRows: ProblemRow[] = [
  problemRow(1, 'SITE_OFFLINE_NOW', {
    health: { overall: 'critical', iot: 'critical', vpp: 'moderate' },
    readyForTradingLabel: 'READY',
    tso: 'TenneT',
    hasPv: true,
  }),
  problemRow(1, 'SITE_IOT_STATUS_UNHEALTHY_NOW', {
    health: { overall: 'critical', iot: 'critical', vpp: 'moderate' },
    readyForTradingLabel: 'READY',
    tso: 'TenneT',
    hasPv: true,
  }),
  problemRow(2, 'SITE_OFFLINE_NOW', {
    health: { overall: 'moderate', iot: 'critical', vpp: 'good' },
    tso: 'Amprion',
  }),
  problemRow(3, 'SITE_OFFLINE_NOW', { readyForForecastingLabel: 'READY' }),
  problemRow(4, 'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS'),
];
export const installationRows: ProblemRow[] = [
  problemRow(10, 'PENDING_ACTIVATION'),
  problemRow(11, 'OLDER_THAN_30_DAYS'),
];

export type Answer = Response | Promise<Response>;

/** The fake UI API: both problem lists (the rows above unless told otherwise), 501 for anything else. */
export function api(answers: { sites?: () => Answer; installations?: () => Answer } = {}) {
  return (_method: string, path: string): Answer => {
    if (path === SITES) return answers.sites ? answers.sites() : json({ rows: siteRows });
    if (path === INSTALLATIONS)
      return answers.installations ? answers.installations() : json({ rows: installationRows });
    return json({ message: 'not faked', status: 501 }, 501);
  };
}

/** Signed in, window.scrollTo (not in jsdom) spied on, and the test's styles dropped, around every test of the calling file. */
export function setUpHomeTests(): void {
  beforeEach(() => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
}

/** The whole app with the fake API; resolves once the lazy home screen has rendered its heading. */
export async function open(path: string, fake = api()) {
  const app = renderApp(path, fake);
  // The first lazy route import of a test file is slow (MUI modules); later ones are cached. The drill-down is a lazy
  // chunk of its own: wait for its filter panel, not for the fallback's heading.
  await screen.findByRole('heading', { level: 1 }, { timeout: timeLimit(15_000) });
  if (path.includes('list='))
    await screen.findByRole('complementary', { name: 'Filters' }, { timeout: timeLimit(15_000) });
  return app;
}

/** user-event without its 0 ms pause between actions: nothing on these screens waits for time between events. */
export const user = () => userEvent.setup({ delay: null });

export const section = (name: string) => screen.getByRole('region', { name });
export const rowsTable = (name = 'Site problems') => screen.getByRole('table', { name });
// The body's rows by element: a role query over a 50-row table computes a role for every element in it.
export const bodyRows = (name?: string) => [...rowsTable(name).querySelectorAll<HTMLElement>('tbody > tr')];
export const chips = () =>
  within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem');
