import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/domain/shared/constants.ts';
import { renderApp } from '../../helpers/app-harness.tsx';
import { expectTimedOutPage } from '../../helpers/load-failure-expectations.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The /sign-up route module never arrives: a chunk request the network never answers.
vi.mock('../../../src/routes/sign-up.screen.tsx', () => new Promise(() => {}));

afterEach(() => vi.useRealTimers());

describe('a route chunk that stalls (SPEC §9: 120 s time-out)', () => {
  it('keeps the current page with a loading bar, then shows the load-failure page with Reload', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: timeLimit(15_000) });
    // The public frame with the footer is a chunk of its own (not on /login) that arrives with the page; only the
    // page's chunk stalls here. Loaded before the clock is faked, as a module load takes real time in the runner.
    await import('../../../src/app/public-footer-layout.tsx');

    vi.useFakeTimers();
    act(() => void router.navigate('/sign-up'));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 2_000));
    expect(screen.queryByRole('heading', { name: 'This page could not be loaded' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expectTimedOutPage();
    expect(screen.queryByRole('progressbar', { name: 'Loading the page' })).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-up');
    // Inside the public layout: the footer is still there.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
