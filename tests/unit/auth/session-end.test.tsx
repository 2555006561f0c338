import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { SESSION_END_MESSAGES, sessionEndOfState } from '../../../src/auth/session-end.ts';
import { SessionGuard } from '../../../src/auth/session-guard.tsx';
import { localTokenStore, readSession } from '../../../src/auth/session-storage.ts';
import { LoginPage } from '../../../src/features/auth/components/login-page.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';

/** /login as the guard leaves it: the reason it handed over in the history state, as the login page reads it. */
function LoginProbe() {
  const reason = sessionEndOfState(useLocation().state);
  return <h1>{reason === null ? 'Login' : `Login: ${SESSION_END_MESSAGES[reason]}`}</h1>;
}

const deactivated = () =>
  new Response(
    JSON.stringify({
      message: 'Your account has been deactivated',
      status: 401,
      errorId: 'ACCOUNT_DEACTIVATED',
    }),
    { status: 401, headers: { 'Content-Type': 'application/json' } },
  );

/** A note form whose Save calls the API, as the lead drawer does. */
function NoteForm({ fetch }: { fetch: (request: Request) => Promise<Response> }) {
  const [api] = useState(() =>
    createApiClient({
      tokenStore: localTokenStore,
      onSignOut: () => undefined,
      fetch,
      baseUrl: 'http://api.test',
      currentPath: () => '/',
    }),
  );
  const [note, setNote] = useState('');
  return (
    <form>
      <label>
        Note
        <textarea value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="button" onClick={() => void api.GET('/ui/v1/profile')}>
        Save
      </button>
    </form>
  );
}

function renderGuarded(page: React.ReactElement, path = '/operations/order-funnel-leads') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '*', element: <SessionGuard>{page}</SessionGuard> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('sessions that end cleanly', () => {
  it.each([
    [
      'an oversized access token (every call would answer 431)',
      'x'.repeat(20_000),
      refreshTokenExpiringIn(3600),
    ],
    ['an oversized refresh token', 'access', `${refreshTokenExpiringIn(3600)}${'x'.repeat(5000)}`],
    ['a refresh token that does not decode', 'access', 'not-a-jwt'],
  ])('%s: signs out, and /login says the session could not be used', async (_label, token, refresh) => {
    localStorage.setItem('token', token);
    localStorage.setItem('refresh-token', refresh);
    const router = renderGuarded(<h1>Guarded page</h1>);
    expect(
      await screen.findByRole('heading', { name: `Login: ${SESSION_END_MESSAGES.unusable}` }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
  });

  it('an expired session says so; no session at all says nothing', async () => {
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(-5));
    renderGuarded(<h1>Guarded page</h1>);
    expect(
      await screen.findByRole('heading', { name: `Login: ${SESSION_END_MESSAGES.expired}` }),
    ).toBeVisible();
  });

  it('without any stored session /login gives no reason', async () => {
    renderGuarded(<h1>Guarded page</h1>);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
  });

  it('a person deactivated mid-session is told why on their next call, keeps what they typed, and signs out', async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
    const fetch = vi.fn(async () => deactivated());
    const router = renderGuarded(<NoteForm fetch={fetch} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Note'), 'Call back on Monday');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alertdialog', { name: 'Your account has been deactivated' });
    expect(notice).toHaveTextContent(SESSION_END_MESSAGES.deactivated);
    // The page stays, with what was typed, under the notice; the session is gone from storage already.
    expect(screen.getByDisplayValue('Call back on Monday')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operations/order-funnel-leads');
    expect(localStorage.getItem('refresh-token')).toBeNull();
    // One call: a deactivated person's 401 is not refreshed.
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: `Login: ${SESSION_END_MESSAGES.deactivated}` }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(readSession().pageKept).toBe(false);
  });
});

describe('/login says why the session ended', () => {
  function renderLogin(state: unknown) {
    const router = createMemoryRouter(
      [
        {
          path: '/login',
          element: (
            <LoginPage api={createApiClient({ tokenStore: localTokenStore, onSignOut: () => undefined })} />
          ),
        },
      ],
      { initialEntries: [{ pathname: '/login', state }] },
    );
    render(<RouterProvider router={router} />);
  }

  it.each(Object.entries(SESSION_END_MESSAGES))('for %s', (_reason, message) => {
    renderLogin({ sessionEnd: _reason });
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('the deactivated reason differs from the unusable one', () => {
    expect(SESSION_END_MESSAGES.deactivated).not.toBe(SESSION_END_MESSAGES.unusable);
  });

  it('nothing for a state it does not know (the page cannot be made to say anything else)', () => {
    renderLogin({ sessionEnd: 'hacked' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
