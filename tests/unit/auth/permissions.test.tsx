import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PermissionsProvider } from '../../../src/auth/permissions-provider.tsx';
import { storeProfile } from '../../../src/auth/session-storage.ts';
import { usePermissions } from '../../../src/auth/use-permissions.ts';

function Probe() {
  return <output>{JSON.stringify(usePermissions())}</output>;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? 'null') as unknown;

describe('PermissionsProvider + usePermissions (SPEC §6)', () => {
  it('exposes the stored list', () => {
    localStorage.setItem('permissions', '["sites:read","hems:write"]');
    render(
      <PermissionsProvider>
        <Probe />
      </PermissionsProvider>,
    );
    expect(shown()).toEqual(['sites:read', 'hems:write']);
  });

  it.each([null, 'garbage', '{"a":1}', '[1,2]', '[]'])('falls back to [""] for %j', (raw) => {
    // null: nothing stored (the harness stores the whole catalogue by default; this test wants none).
    if (raw === null) localStorage.removeItem('permissions');
    else localStorage.setItem('permissions', raw);
    render(
      <PermissionsProvider>
        <Probe />
      </PermissionsProvider>,
    );
    expect(shown()).toEqual(['']);
  });

  it('updates when the profile is stored again', () => {
    render(
      <PermissionsProvider>
        <Probe />
      </PermissionsProvider>,
    );
    act(() => {
      storeProfile({ permissions: ['new'], navItems: [] });
    });
    expect(shown()).toEqual(['new']);
  });

  it('says clearly when a screen reads permissions without the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/PermissionsProvider/);
    vi.restoreAllMocks();
  });
});
