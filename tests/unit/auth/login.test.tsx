// @isolate: counts the profile calls of one sign-in; the session and query modules another file left behind sent
// one more (in a fresh clone's file order, 26 November).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type FakeApi } from '../../helpers/app-harness.tsx';
import { exampleAnswer } from '../../helpers/example-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const ACCESS = 'access-token-1';
const REFRESH = refreshTokenExpiringIn(3600);
const PROFILE = {
  permissions: ['sites:read'],
  navItems: [{ displayText: 'HEMS', targetUrl: '/hems' }],
};

// Sign-in answers of our own; every other call (the screen opened afterwards) as the mock answers it.
const happy: FakeApi = (method, path, _body, pathWithQuery) => {
  if (method === 'POST' && path === '/authentication-api/login')
    return json({ access: ACCESS, refresh: REFRESH });
  if (method === 'GET' && path === '/ui/v1/profile') return json(PROFILE);
  return exampleAnswer(method, pathWithQuery);
};

async function fillAndSubmit(email = 'staff@example.com', password = 'secret') {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login', () => {
  it('has no top navigation and no footer', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('signs in, stores tokens and profile, and goes to the page first asked for', async () => {
    const { router, calls } = renderApp('/operations/pricing?status=READY', happy);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/operations/pricing'));
    expect(router.state.location.search).toBe('?status=READY');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();

    expect(localStorage.getItem('token')).toBe(ACCESS);
    expect(localStorage.getItem('refresh-token')).toBe(REFRESH);
    expect(JSON.parse(localStorage.getItem('permissions') ?? '')).toEqual(PROFILE.permissions);
    expect(JSON.parse(localStorage.getItem('navItems') ?? '')).toEqual(PROFILE.navItems);
    // Sign-in reads the profile before it leaves /login (its permissions and navigation go to storage); the shell
    // reads it once more when it loads (who is signed in lives in the query cache, which /login lacks).
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /authentication-api/login',
      'GET /ui/v1/profile',
      'GET /ui/v1/profile',
    ]);
    expect(calls[0]?.body).toEqual({ email: 'staff@example.com', password: 'secret' });
    // The stored navigation shows at once.
    expect(screen.getByRole('link', { name: 'HEMS' })).toHaveAttribute('href', '/hems');
  });

  it('sends the profile call with the new access token, the login call with none', async () => {
    const { calls } = renderApp('/login', happy);
    await fillAndSubmit();
    await waitFor(() => expect(localStorage.getItem('navItems')).not.toBeNull());
    expect(calls.map((c) => c.authorization)).toEqual([null, `Bearer ${ACCESS}`]);
  });

  it.each([
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/login', '/'],
    ['/operations/trends', '/operations/trends'],
  ])('from=%j leads to %s', async (from, expected) => {
    const { router } = renderApp(`/login?from=${encodeURIComponent(from)}`, happy);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe(expected), { timeout: timeLimit(5_000) });
  });

  it('bad credentials (401): a clear message, the typed input kept, nothing stored', async () => {
    renderApp('/login', () => json({ message: 'Invalid credentials', status: 401 }, 401));
    await fillAndSubmit('someone@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email address or password is not correct.',
    );
    expect(screen.getByLabelText(/Email/)).toHaveValue('someone@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('wrong');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('network failure: says the server cannot be reached', async () => {
    renderApp('/login', () => {
      throw new TypeError('Failed to fetch');
    });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached');
    expect(screen.getByLabelText(/Email/)).toHaveValue('staff@example.com');
  });

  it('server error: says so, with the status', async () => {
    renderApp('/login', () => json({ message: 'boom', status: 503 }, 503));
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not complete the sign-in (503)',
    );
  });

  it('a failing profile call leaves no half session behind', async () => {
    const { router } = renderApp('/login', (method, path, body) =>
      path === '/ui/v1/profile'
        ? json({ message: 'down', status: 500 }, 500)
        : happy(method, path, body, path),
    );
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('(500)');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an answer with an expired refresh token is refused instead of bouncing back to /login', async () => {
    renderApp('/login', (method, path) =>
      path === '/authentication-api/login'
        ? json({ access: ACCESS, refresh: refreshTokenExpiringIn(-10) })
        : happy(method, path, undefined, path),
    );
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be used');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('empty fields are pointed out at the field, without calling the server', async () => {
    const { calls } = renderApp('/login', happy);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
