import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problemsHref } from '../../../src/features/health/hooks/problems-url.ts';
import { json } from '../../helpers/app-harness.tsx';
import { api, bodyRows, chips, open, setUpHomeTests } from './home-harness.tsx';
import { problemRow } from './problem-rows.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

setUpHomeTests();

// 60 site-offline rows on sites 1–60, the odd ones with a critical IoT health: two pages of 50 unfiltered.
const rows = Array.from({ length: 60 }, (_, i) =>
  problemRow(i + 1, 'SITE_OFFLINE_NOW', {
    health: { overall: 'good', iot: i % 2 === 0 ? 'critical' : 'good', vpp: 'good' },
  }),
);

describe('home: links made before the drill-down was a kit list screen open the same view', () => {
  it(
    'a drill-down link with its list, problems, health and page params (as bookmarked or shared)',
    async () => {
      // The params as the drill-down wrote them: list, problem (repeated), health, page.
      const old = '/?list=site&problem=SITE_OFFLINE_NOW&health=criticalIot&health=goodOverall&page=2';
      const { router } = await open(old, api({ sites: () => json({ rows }) }));
      await screen.findByRole('table', { name: 'Site problems' });
      // Opening it does not rewrite it.
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(old);
      expect(chips().map((c) => c.textContent)).toEqual([
        'Site offline now',
        'IoT Health: Critical',
        'Site Health Status: Good',
      ]);
      // Every row passes (their overall health is good): page 2 shows rows 51–60.
      expect(bodyRows()).toHaveLength(10);
      expect(bodyRows()[0]).toHaveTextContent('CUST-0051');
      expect(screen.getByTestId('row-counts')).toHaveTextContent('60 rows · 60 sites · showing 51–60');
      expect(await screen.findByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
      const filters = screen.getByRole('complementary', { name: 'Filters' });
      expect(within(filters).getByRole('checkbox', { name: 'IoT Health: Critical' })).toBeChecked();
      expect(within(filters).getByRole('checkbox', { name: 'Site Health Status: Good' })).toBeChecked();
    },
    timeLimit(60_000),
  );

  it('the overview’s, the trends’ and the fleet dashboard’s links (problemsHref) open the list they name', async () => {
    const href = problemsHref('installation', ['PENDING_ACTIVATION']);
    expect(href).toBe('/?list=installation&problem=PENDING_ACTIVATION');
    const { router } = await open(href, api());
    await screen.findByRole('table', { name: 'Installation problems' });
    expect(router.state.location.search).toBe('?list=installation&problem=PENDING_ACTIVATION');
    expect(chips().map((c) => c.textContent)).toEqual(['Pending activation']);
    expect(bodyRows('Installation problems')).toHaveLength(1);
  });
});
