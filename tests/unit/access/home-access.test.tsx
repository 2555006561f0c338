// Home for the default [""]: the shell and a friendly "no access yet", without a single call of
// the problem lists; with health:read, the health overview as before.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { exampleAnswer } from '../../helpers/example-api.ts';
import { renderApp } from '../../helpers/app-harness.tsx';
import { withPermissions } from '../../helpers/profile-permissions.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
  localStorage.setItem('navItems', JSON.stringify([{ displayText: 'Sales', targetUrl: '/sales' }]));
});

describe('home without access', () => {
  it('the default [""] sees the shell and "no access yet", and no problem list is asked for', async () => {
    // This test wants the default permissions, not the harness's whole catalogue: nothing stored, and the profile
    // the shell reads as it loads holds no permission either.
    const { calls } = renderApp(
      '/',
      withPermissions([''], (method, _path, _body, pathWithQuery) => exampleAnswer(method, pathWithQuery)),
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Welcome to the Operator Portal' },
        { timeout: timeLimit(15_000) },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You have no access yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // The Sales item leads to an area [""] cannot open: not shown.
    expect(screen.queryByRole('link', { name: 'Sales' })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/ui/v1/problems'))).toEqual([]);
  });

  it('with the whole catalogue, the health overview', async () => {
    const { calls } = renderApp('/', (method, _path, _body, pathWithQuery) =>
      exampleAnswer(method, pathWithQuery),
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Health Overview' },
        { timeout: timeLimit(15_000) },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/ui/v1/problems/sites'));
  });
});
