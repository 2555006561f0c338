// @vitest-environment jsdom
// The fleet energy dashboard against the mock's own rules: its two calls answered by the data layer's handlers over
// the generated dataset (scripts/mock/areas/energy/fleet-energy.handlers.ts), every other call with its named example.
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataset, datasetInState, type Dataset } from '../../../scripts/mock/data/dataset.ts';
import { FLEET_ENERGY_HANDLERS } from '../../../scripts/mock/areas/energy/fleet-energy.handlers.ts';
import { paths } from '../../../src/config/paths.ts';
import { SAMPLE_PARAMS } from '../../../src/routes/route-samples.ts';
import { onlineShareText } from '../../../src/domain/fleet-energy/fleet-dashboard.ts';
import { problemTitle } from '../../../src/domain/problems/problems.ts';
import { json, renderApp, type FakeApi } from '../../helpers/app-harness.tsx';
import { exampleAnswer } from '../../helpers/example-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The chart draws on a canvas jsdom does not have: a figure with the chart's name stands in (Chromium draws it in
// tests/e2e/fleet-energy.spec.ts).
// @chart-stand-in: the chart is tests/helpers/chart-stand-in.tsx, its title as an img's name (vite.config.ts).

configure({ asyncUtilTimeout: timeLimit(20_000) });
const SLOW = timeLimit(60_000);
const FLEET = SAMPLE_PARAMS.fleetUuid as string;
const base = createDataset();
const fleet = base.fleets.find((f) => f.uuid === FLEET)!;

const CALLS: readonly [RegExp, string][] = [
  [/^\/ui\/v1\/fleets\/([^/]+)\/energy-summary$/, 'getFleetEnergySummary'],
  [/^\/ui\/v1\/fleets\/([^/]+)\/energy\/daily$/, 'getFleetEnergyDaily'],
];

function fleetApi(
  data: Dataset = datasetInState(base),
  override?: (path: string) => Response | undefined,
): FakeApi {
  return (method, path, _body, pathWithQuery) => {
    const overridden = override?.(path);
    if (overridden !== undefined) return overridden;
    for (const [pattern, operationId] of CALLS) {
      const match = pattern.exec(path);
      if (!match) continue;
      const answer = FLEET_ENERGY_HANDLERS[operationId]!(
        {
          method,
          operationId,
          collection: 'energy',
          pathParams: { fleetUuid: match[1] ?? '' },
          query: new URL(pathWithQuery, 'http://x').searchParams,
          actor: 'staff@example.com',
          body: undefined,
        },
        data,
        { problemOrder: [] },
      );
      return json(answer.body ?? {}, answer.status);
    }
    return exampleAnswer(method, pathWithQuery);
  };
}

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
});

describe('fleet energy dashboard', () => {
  it(
    'counts the fleet and links every count to its filtered list; a week of energy as chart and table',
    async () => {
      const data = datasetInState(base);
      const summary = FLEET_ENERGY_HANDLERS.getFleetEnergySummary!(
        { pathParams: { fleetUuid: FLEET } } as never,
        data,
        {} as never,
      ).body as { online: number; total: number; problems: { code: string; count: number }[] };
      renderApp(paths.fleetEnergyDashboard({ fleetUuid: FLEET }), fleetApi(data));

      const share = await screen.findByRole('link', { name: onlineShareText(summary.online, summary.total) });
      expect(share).toHaveAttribute('href', `/fleet/${FLEET}?activation_status=HEMS_ONLINE`);
      expect(
        screen.getByRole('heading', { level: 1, name: `${fleet.name}: energy dashboard` }),
      ).toBeVisible();

      const problems = screen.getByRole('region', { name: 'Site problems' });
      const [first] = summary.problems;
      const card = within(problems).getByRole('link', {
        name: `${first!.count} ${problemTitle(first!.code)}`,
      });
      const href = new URL(card.getAttribute('href') ?? '', 'http://x');
      expect(href.pathname).toBe('/');
      expect(href.searchParams.get('list')).toBe('site');
      expect(href.searchParams.getAll('problem')).toEqual([first!.code]);
      expect(href.searchParams.getAll('fleet')).toEqual([fleet.name]);

      const health = screen.getByRole('table', { name: 'Sites per health level' });
      expect(within(health).getAllByRole('link')).toHaveLength(9);
      expect(within(health).getAllByRole('link')[0]).toHaveAttribute(
        'href',
        `/fleet/${FLEET}?health=goodOverall`,
      );
      const top = screen.getByRole('table', { name: 'Sites with the most problems' });
      expect(within(top).getAllByRole('link')[0]?.getAttribute('href')).toMatch(
        new RegExp(`^/fleet/${FLEET}/[0-9a-f-]{36}$`),
      );

      expect(await screen.findByRole('img', { name: /Fleet energy per day \(kWh\)/ })).toBeVisible();
      const table = screen.getByRole('table', { name: 'Fleet energy per day' });
      expect(within(table).getAllByRole('row')).toHaveLength(8);
      expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    },
    SLOW,
  );

  it(
    'takes the range from the URL',
    async () => {
      renderApp(`${paths.fleetEnergyDashboard({ fleetUuid: FLEET })}?days=30`, fleetApi());
      const table = await screen.findByRole('table', { name: 'Fleet energy per day' });
      expect(within(table).getAllByRole('row')).toHaveLength(31);
      expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    },
    SLOW,
  );

  it(
    'says so when the fleet has no sites',
    async () => {
      const data = datasetInState(base);
      for (const rows of Object.values(data.sites))
        for (const site of rows) site.fleets = site.fleets.filter((f) => f.uuid !== FLEET);
      renderApp(paths.fleetEnergyDashboard({ fleetUuid: FLEET }), fleetApi(data));
      expect(await screen.findByText('This fleet has no sites')).toBeVisible();
      expect(screen.queryByRole('table', { name: 'Fleet energy per day' })).toBeNull();
    },
    SLOW,
  );

  it(
    'shows the failure with a retry',
    async () => {
      renderApp(
        paths.fleetEnergyDashboard({ fleetUuid: FLEET }),
        fleetApi(undefined, (path) =>
          path.endsWith('/energy-summary') ? json({ message: 'Service down', status: 500 }, 500) : undefined,
        ),
      );
      expect(await screen.findByText("Could not load the fleet's counts")).toBeVisible();
      expect(screen.getByRole('button', { name: /try again/i })).toBeVisible();
    },
    SLOW,
  );

  it(
    'shows a fleet the API does not know as unknown',
    async () => {
      renderApp(
        paths.fleetEnergyDashboard({ fleetUuid: FLEET }),
        fleetApi(undefined, (path) =>
          path.endsWith('/energy-summary') ? json({ message: 'Not found', status: 404 }, 404) : undefined,
        ),
      );
      expect(await screen.findByText(`No fleet with id ${FLEET}`)).toBeVisible();
    },
    SLOW,
  );
});
