import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../../src/app/route-error-page.tsx';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/domain/shared/constants.ts';
import { ApiDocRoute } from '../../../src/routes/api-doc.tsx';
import { json, renderRoute } from '../prepared-installations/render-route.tsx';
import { expectTimedOutPage } from '../../helpers/load-failure-expectations.ts';

// The renderer's chunk never arrives: a request the network never answers.
vi.mock('../../../src/features/api-docs/components/openapi-renderer.tsx', () => new Promise(() => {}));

const document = { openapi: '3.1.0', info: { title: 'UI API', version: '1.0.0' }, paths: {} };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the docs renderer's lazy chunk stalls (SPEC §9: 120 s time-out)", () => {
  it('shows the viewer spinner, then the load-failure page with Reload after 120 s', async () => {
    // React Router logs the error its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    // As in the app, the route's error boundary is what turns the screen's failed lazy part into the page.
    const routes = [{ path: '/api/:apiKey', element: <ApiDocRoute />, errorElement: <RouteErrorPage /> }];
    renderRoute(routes, '/api/UI_API', () => json(document));

    // The document arrives without timers passing; the viewer's chunk is asked for now.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('progressbar', { name: 'Loading the documentation viewer' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1_000));
    expect(screen.queryByRole('heading', { name: 'This page could not be loaded' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading the documentation viewer' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expectTimedOutPage();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
