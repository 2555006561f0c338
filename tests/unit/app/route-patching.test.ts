// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { configure, waitFor } from '@testing-library/react';
import { createAppRouter, ROOT_ROUTE_ID } from '../../../src/app/router.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// The entry's router knows the root layout and the public pages only; the guarded half (the shell and every screen)
// is added on the first navigation that needs it (DESIGN §6: /login loads neither it nor the route metadata).

// This file is in the Node project, whose setup does not load Testing Library: its wait is set here. The first
// guarded URL imports the whole shell (hundreds of modules, transformed on first import): more than Testing Library's
// 1 s default on a busy machine even alone, so 10 s, stretched like every limit in `npm test`'s slower lane.
configure({ asyncUtilTimeout: timeLimit(10_000) });

const childIds = (router: ReturnType<typeof createAppRouter>) =>
  (router.routes.find((route) => route.id === ROOT_ROUTE_ID)?.children ?? []).map((route) => route.id);

let current: ReturnType<typeof createAppRouter> | undefined;
afterEach(() => {
  current?.dispose();
  current = undefined;
  window.history.replaceState(null, '', '/');
});

function startAt(path: string) {
  window.history.replaceState(null, '', path);
  current = createAppRouter();
  return current;
}

describe('the entry router', () => {
  it('on /login has the public pages and not the guarded half', async () => {
    const router = startAt('/login');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.matches.at(-1)?.route.id).toBe('login');
    expect(childIds(router)).toEqual(['public-without-footer', 'public']);
  });

  it('adds the guarded half once, on the first guarded URL, and then matches every URL', async () => {
    const router = startAt('/hems');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(childIds(router)).toEqual(['public-without-footer', 'public', 'shell']);
    expect(router.state.matches.map((match) => match.route.id)).toEqual([ROOT_ROUTE_ID, 'shell', 'hems']);
    await router.navigate('/no/such/page');
    expect(router.state.matches.at(-1)?.route.id).toBe('notFound');
    await router.navigate('/fleet');
    expect(childIds(router)).toEqual(['public-without-footer', 'public', 'shell']);
  });
});
