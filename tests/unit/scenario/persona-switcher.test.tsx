// The dev panel lists the mock's personas and switches to one without signing out.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientContext } from '../../../src/api/api-client-context.ts';
import { fakeApiClient } from '../api/fake-api.ts';
import { getPersonas } from '../../../src/features/scenario/api/get-personas.ts';
import { PersonaSwitcher } from '../../../src/features/scenario/components/persona-switcher.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';

function renderSwitcher(answer: (request: Request) => Response, personas = getPersonas) {
  const client = fakeApiClient(async (request: Request) => answer(request), {
    token: 'old',
    refresh: 'old-refresh',
  });
  const onSwitched = vi.fn();
  render(
    <ApiClientContext.Provider value={client}>
      <PersonaSwitcher loadPersonas={personas} onSwitched={onSwitched} />
    </ApiClientContext.Provider>,
  );
  return onSwitched;
}

const SALES = {
  persona: 'sales',
  email: 'sales@operator-portal.example',
  name: 'Sami Sales',
  roles: ['Sales'],
};

afterEach(() => localStorage.clear());

describe('PersonaSwitcher', () => {
  it('signs in as the chosen persona, stores the new tokens and reloads', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const onSwitched = renderSwitcher(
      (request) => {
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
        return json({ access: JWT, refresh: JWT });
      },
      () => Promise.resolve([SALES, { ...SALES, persona: 'new', email: 'new@x', name: 'Noah', roles: [] }]),
    );
    await user.click(await screen.findByRole('button', { name: 'sales' }));
    await waitFor(() => expect(onSwitched).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('token')).toBe(JWT);
    expect(bodies[0]).toMatchObject({ email: 'sales@operator-portal.example' });
    expect(screen.getByRole('button', { name: 'new' })).toHaveAttribute('title', 'new@x — no role');
  });

  it('says why when the sign-in is refused or the personas cannot be listed', async () => {
    const user = userEvent.setup();
    const onSwitched = renderSwitcher(
      () => json({ message: 'Your account has been deactivated', status: 403 }, 403),
      () => Promise.resolve([SALES]),
    );
    await user.click(await screen.findByRole('button', { name: 'sales' }));
    expect(
      await screen.findByText(/Could not sign in as Sami Sales: Your account has been deactivated/),
    ).toBeInTheDocument();
    expect(onSwitched).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('lists nothing but a warning without the mock proxy; hostile entries are dropped', async () => {
    renderSwitcher(
      () => json({}),
      () => getPersonas(async () => json({ personas: [{ persona: 1 }, SALES] })),
    );
    expect(await screen.findByRole('button', { name: 'sales' })).toBeInTheDocument();
    await expect(getPersonas(async () => new Response('<html>', { status: 404 }))).rejects.toThrow(
      /no personas/,
    );
  });
});
