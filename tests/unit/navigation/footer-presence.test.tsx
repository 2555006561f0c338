import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRouteTable } from '../../../src/app/router.tsx';
import { renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';

describe('footer and top navigation by route (SPEC §1, §2)', () => {
  it('every route: footer everywhere but /login; top navigation exactly on the guarded routes', async () => {
    for (const route of appRouteTable) {
      localStorage.setItem('token', 'access');
      localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
      renderApp(route.samplePath);
      expect(await screen.findByRole('heading', { level: 1 }), route.samplePath).toBeInTheDocument();
      const footer = screen.queryByRole('contentinfo');
      if (route.id === 'login') expect(footer, route.samplePath).toBeNull();
      else expect(footer, route.samplePath).not.toBeNull();
      const nav = screen.queryByRole('navigation', { name: 'Main' });
      if (route.access === 'public') expect(nav, route.samplePath).toBeNull();
      else expect(nav, route.samplePath).not.toBeNull();
      cleanup();
    }
  }, 60_000);

  it('the footer links to Legal Notice and Privacy on the company site, in a new tab', async () => {
    renderApp('/sign-up');
    const legal = await screen.findByRole('link', { name: 'Legal Notice' });
    const privacy = screen.getByRole('link', { name: 'Privacy' });
    expect(legal.getAttribute('href')).toMatch(/^https:\/\/[^/]+.*\/legal-notice$/);
    expect(privacy.getAttribute('href')).toMatch(/^https:\/\/[^/]+.*\/privacy$/);
    for (const link of [legal, privacy]) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
