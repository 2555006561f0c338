import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailureError } from '../../../src/app/lazy-with-timeout.ts';
import { LoadFailurePage } from '../../../src/app/load-failure-page.tsx';
import { renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// What Chromium rejects a dynamic import with when the chunk request fails (blocked, offline, 404 after a deploy).
vi.mock('../../../src/routes/account-recovery.tsx', () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/account-recovery.js')),
);

// A screen's own lazy piece whose stylesheet does not load: Vite rejects the import with this message.
vi.mock('../../../src/features/api-docs/components/openapi-renderer.tsx', () =>
  Promise.reject(new Error('Unable to preload CSS for /assets/openapi-renderer.css')),
);

describe('a route chunk that fails to load', () => {
  it('opened directly: the load-failure page says what happened, with Reload and a way home', async () => {
    renderApp('/account-recovery');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This page could not be loaded' },
        { timeout: timeLimit(15_000) },
      ),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('A part of the portal could not be downloaded.');
    // The import's own message follows (vitest rewords a mocked module's failure; the e2e test sees Chromium's).
    expect(alert).toHaveTextContent('Details:');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('reached by a link: the error replaces the page, the layout stays', async () => {
    const { router } = renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset password' }, { timeout: timeLimit(15_000) });
    await userEvent.click(screen.getByRole('link', { name: /Recover your account/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account-recovery');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('Reload does a reload', async () => {
    const reload = vi.fn();
    render(<LoadFailurePage error={new LoadFailureError('failed', 'x')} onReload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("a screen's own lazy part whose stylesheet fails: the route's boundary shows the load-failure page", async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
    renderApp('/api/UI_API');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This page could not be loaded' },
        { timeout: timeLimit(15_000) },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to preload CSS');
    // The shell stays around it: top navigation and footer.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
