import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionGuard } from '../../../src/auth/session-guard.tsx';
import { clearSession, clearTokens } from '../../../src/auth/session-storage.ts';
import { refreshTokenExpiringIn, testJwt } from '../../helpers/jwt.ts';

function LoginProbe() {
  const location = useLocation();
  return <h1>Login {`${location.pathname}${location.search}`}</h1>;
}

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      {
        path: '*',
        element: (
          <SessionGuard>
            <h1>Guarded page</h1>
          </SessionGuard>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionGuard (SPEC §4)', () => {
  it('shows the page with a valid refresh token', () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(60));
    renderGuarded('/hems');
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('access');
  });

  it.each([
    ['no refresh token', null],
    ['an expired refresh token', refreshTokenExpiringIn(-1)],
    ['a refresh token expiring this second', refreshTokenExpiringIn(0)],
    ['a malformed refresh token', 'not-a-jwt'],
    ['a refresh token without exp', testJwt({ sub: 'x' })],
    ['a refresh token with a non-numeric exp', testJwt({ exp: 'tomorrow' })],
  ])('with %s: removes both tokens and redirects to /login keeping the URL', async (_label, refresh) => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('permissions', '["kept"]');
    if (refresh !== null) localStorage.setItem('refresh-token', refresh);
    const router = renderGuarded('/hems/prepared/sonnen?status=READY#top');
    expect(await screen.findByRole('heading', { name: /^Login/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(
      '/hems/prepared/sonnen?status=READY#top',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(localStorage.getItem('permissions')).toBe('["kept"]');
  });

  it("follows the client's sign-out: clearing the tokens while on a page sends the user to /login", async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
    const router = renderGuarded('/fleet');
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    act(() => clearTokens());
    expect(await screen.findByRole('heading', { name: /^Login/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/fleet')}`);
  });

  it('sends the user to /login when the refresh token expires while the page stays open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00.500Z'));
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(5));
    renderGuarded('/assets');
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('heading', { name: /^Login/ })).toBeInTheDocument();
    expect(localStorage.getItem('refresh-token')).toBeNull();
  });

  it('reacts to another tab signing out (storage event)', async () => {
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
    renderGuarded('/operations');
    localStorage.removeItem('refresh-token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'refresh-token' }));
    });
    expect(await screen.findByRole('heading', { name: /^Login/ })).toBeInTheDocument();
  });

  it('after a sign-out on purpose, that page is not offered as the way back; any other page is', async () => {
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
    const router = renderGuarded('/fleet?x=1');
    act(() => clearSession('/fleet?x=1'));
    expect(await screen.findByRole('heading', { name: /^Login/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate('/hems'));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/hems')}`);
  });
});
