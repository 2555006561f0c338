import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRouteTable } from '../../../src/app/route-table.tsx';
import { SAMPLE_PARAMS } from '../../../src/routes/route-samples.ts';
import { BUILD_VERSION } from '../../../src/config/build-version.ts';
import { renderApp, TEST_CONFIG } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The frame is the same for every guarded route (one shell layout), so a few stand for all; the e2e suite visits
// every route of the table in Chromium.
const GUARDED_SAMPLES = [
  '/',
  '/operations/pricing',
  `/sales/your-evses/${SAMPLE_PARAMS.evseUuid ?? ''}/evse-overview/history-log`,
  '/no/such/page',
  '/site/not-a-uuid',
];

async function expectHeading(path: string) {
  await screen.findByRole('heading', { level: 1 }, { timeout: timeLimit(5_000) }).catch((error: unknown) => {
    throw new Error(`${path}: no level-1 heading`, { cause: error });
  });
}

describe('footer and top navigation by route (SPEC §1, §2)', () => {
  it('public routes: no top navigation; the footer on all but /login', async () => {
    for (const route of appRouteTable.filter((r) => r.access === 'public')) {
      renderApp(route.samplePath);
      await expectHeading(route.samplePath);
      expect(screen.queryByRole('navigation', { name: 'Main' }), route.samplePath).toBeNull();
      if (route.id === 'login') expect(screen.queryByRole('contentinfo'), route.samplePath).toBeNull();
      else expect(screen.queryByRole('contentinfo'), route.samplePath).not.toBeNull();
      cleanup();
    }
  });

  it(
    'guarded routes, signed in: top navigation and footer',
    async () => {
      for (const path of GUARDED_SAMPLES) {
        localStorage.setItem('token', 'access');
        localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
        renderApp(path);
        await expectHeading(path);
        expect(screen.queryByRole('navigation', { name: 'Main' }), path).not.toBeNull();
        expect(screen.queryByRole('contentinfo'), path).not.toBeNull();
        cleanup();
      }
    },
    timeLimit(30_000),
  );

  it('the footer links to Legal Notice and Privacy on the company site, in a new tab', async () => {
    renderApp('/sign-up');
    const legal = await screen.findByRole('link', { name: 'Legal Notice' });
    const privacy = screen.getByRole('link', { name: 'Privacy' });
    // The company site of the deployment's config.json.
    expect(legal.getAttribute('href')).toBe(`${TEST_CONFIG.companySiteUrl}/legal-notice`);
    expect(privacy.getAttribute('href')).toBe(`${TEST_CONFIG.companySiteUrl}/privacy`);
    for (const link of [legal, privacy]) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('outside production the top bar names the environment and the build in words; production shows neither', async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
    renderApp('/', undefined, { ...TEST_CONFIG, environment: 'staging' });
    await expectHeading('/');
    // The top bar is the first banner (the page header is another).
    const topBar = screen.getAllByRole('banner')[0];
    expect(BUILD_VERSION).toMatch(/^\d+\.\d+\.\d+(\+[0-9a-f]{4,})?$/);
    expect(topBar).toHaveTextContent(`staging · build ${BUILD_VERSION}`);
    cleanup();

    renderApp('/');
    await expectHeading('/');
    expect(screen.getAllByRole('banner')[0]).not.toHaveTextContent(/ · build /);
    expect(screen.queryByText(BUILD_VERSION, { exact: false })).toBeNull();
  });
});
