import { ApiError } from '../../../src/api/api-error.ts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ScenarioOperation } from '../../../src/features/scenario/api/get-scenario-catalog.ts';
import { ScenarioSwitcher } from '../../../src/features/scenario/components/scenario-switcher.tsx';
import {
  createScenarioStore,
  STORAGE_KEY,
  type ChoiceStorage,
} from '../../../src/features/scenario/model/scenario-store.ts';

const operations: ScenarioOperation[] = [
  {
    operationId: 'listHemsProviders',
    method: 'GET',
    path: '/ui/v1/hems-providers',
    summary: 'List the HEMS providers',
    examples: ['default', 'empty'],
    errors: [401, 500],
    secured: true,
  },
  {
    operationId: 'getSite',
    method: 'GET',
    path: '/ui/v1/site/{siteKey}',
    summary: 'One site',
    examples: ['default', '8936d6cf-20fb-41f2-84c1-071bac3645ef'],
    errors: [401, 404, 500],
    secured: true,
  },
  {
    operationId: 'login',
    method: 'POST',
    path: '/authentication-api/login',
    summary: 'Sign in',
    examples: ['default'],
    errors: [400, 401, 500],
    secured: false,
  },
];

function memoryStorage(): ChoiceStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function renderSwitcher(storage = memoryStorage(), load = vi.fn(async () => operations)) {
  const store = createScenarioStore(storage);
  const reloadPage = vi.fn();
  const user = userEvent.setup();
  const view = render(<ScenarioSwitcher store={store} loadCatalog={load} reloadPage={reloadPage} />);
  return { ...view, store, storage, load, reloadPage, user };
}

describe('scenario switcher', () => {
  it('is a launcher only while nothing is overridden, and loads the catalog on first open', async () => {
    const { user, load } = renderSwitcher();
    expect(screen.queryByRole('status', { name: 'Mock overridden' })).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Mock scenarios' }));
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'listHemsProviders',
      'getSite',
      'login',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers per operation each example, each declared error, 401 -> refresh when secured, and delays', async () => {
    const { user } = renderSwitcher();
    await user.click(screen.getByRole('button', { name: 'Mock scenarios' }));
    const answer = await screen.findByRole('combobox', { name: 'listHemsProviders answer' });
    const options = within(answer)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Normal (picked by the request)',
      'default',
      'empty (empty list)',
      '401 Unauthorized',
      '500 Server Error',
      '401, then refresh and retry',
    ]);
    const login = screen.getByRole('combobox', { name: 'login answer' });
    expect(within(login).queryByText('401, then refresh and retry')).not.toBeInTheDocument();
    const delay = screen.getByRole('combobox', { name: 'login delay' });
    expect(
      within(delay)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['none', '1 s', '3 s', '10 s']);
  });

  it('stores a choice for the session and shows a banner naming it, with reset', async () => {
    const { user, storage, store } = renderSwitcher();
    await user.click(screen.getByRole('button', { name: 'Mock scenarios' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'listHemsProviders answer' }),
      'empty (empty list)',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'getSite answer' }), '404 Not Found');
    await user.selectOptions(screen.getByRole('combobox', { name: 'getSite delay' }), '3 s');
    expect(JSON.parse(storage.data.get(STORAGE_KEY) ?? '')).toEqual({
      'GET /ui/v1/hems-providers': { answer: 'example=empty', delayMs: 0 },
      'GET /ui/v1/site/{siteKey}': { answer: 'code=404', delayMs: 3000 },
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const banner = await screen.findByRole('status', { name: 'Mock overridden' });
    expect(banner).toHaveTextContent(
      'Mock overridden (2) — listHemsProviders: example “empty”; getSite: error 404, 3 s late',
    );
    expect(screen.getByRole('button', { name: 'Mock scenarios (2 active)' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('status', { name: 'Mock overridden' })).not.toBeInTheDocument();
    expect(store.read()).toEqual({});
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
  });

  it('shows choices stored earlier in the session straight away (after a reload)', async () => {
    const storage = memoryStorage();
    storage.data.set(
      STORAGE_KEY,
      JSON.stringify({ 'GET /ui/v1/hems-providers': { answer: 'refresh', delayMs: 0 } }),
    );
    const { load, user } = renderSwitcher(storage);
    const banner = await screen.findByRole('status', { name: 'Mock overridden' });
    // Named by operation id once the catalog is in.
    await waitFor(() => expect(banner).toHaveTextContent('listHemsProviders: 401, then refresh and retry'));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(within(banner).getByRole('button', { name: 'Change' }));
    const answer = await screen.findByRole('combobox', { name: 'listHemsProviders answer' });
    expect(answer).toHaveValue('refresh');
    expect(answer.closest('li')).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('combobox', { name: 'getSite answer' }).closest('li')).not.toHaveAttribute(
      'data-active',
    );
  });

  it('finds operations by id or path, resets all and reloads the page', async () => {
    const { user, store, reloadPage } = renderSwitcher();
    act(() =>
      store.set('POST /authentication-api/login', { answer: { kind: 'error', status: 500 }, delayMs: 0 }),
    );
    await user.click(screen.getByRole('button', { name: 'Mock scenarios (1 active)' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Find an operation' }), 'site/{{');
    expect(
      screen.getAllByRole('listitem').map((row) => within(row).getByRole('heading').textContent),
    ).toEqual(['getSite']);
    await user.clear(screen.getByRole('searchbox', { name: 'Find an operation' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find an operation' }), 'nothing-like-this');
    expect(screen.getByText('No operation matches “nothing-like-this”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset all (1)' }));
    expect(store.read()).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says so when the mock proxy does not answer, and tries again', async () => {
    const load = vi
      .fn<() => Promise<ScenarioOperation[]>>()
      .mockRejectedValueOnce(new ApiError({ message: '/__mock/scenarios answered HTTP 404', status: 404 }))
      .mockResolvedValueOnce(operations);
    const { user } = renderSwitcher(memoryStorage(), load);
    await user.click(screen.getByRole('button', { name: 'Mock scenarios' }));
    const alert = await screen.findByRole('alert');
    // The kit's load-error view: what failed, the answer's message and status, and what to do.
    expect(alert).toHaveTextContent("Could not list the mock's operations");
    expect(alert).toHaveTextContent('/__mock/scenarios answered HTTP 404 (HTTP 404)');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'getSite answer' })).toBeInTheDocument();
  });
});
