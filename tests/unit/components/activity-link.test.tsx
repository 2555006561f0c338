// @vitest-environment jsdom
// The activity link (src/components/activity-link.tsx): on a record's page, a link to the activity log searched for
// the record's identifier — for a person who may read the log; anyone else is told who can, with no dead link.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, type Permission } from '../../../src/api/permissions.gen.ts';
import { PermissionsContext } from '../../../src/auth/permissions-context.ts';
import { ActivityLink, activityHref } from '../../../src/components/activity-link.tsx';

function renderWith(permissions: readonly Permission[]) {
  return render(
    <PermissionsContext.Provider value={permissions}>
      <MemoryRouter>
        <ActivityLink target="MEN-80379834" what="this charger" />
      </MemoryRouter>
    </PermissionsContext.Provider>,
  );
}

describe('ActivityLink', () => {
  it('links a person holding audit:read to the log searched for the identifier', () => {
    renderWith(PERMISSION_NAMES);
    const link = screen.getByRole('link', { name: 'Activity of this charger' });
    expect(link).toHaveAttribute('href', '/operations/activity?q=MEN-80379834');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('tells a person without audit:read who can see it, and offers no link', () => {
    renderWith(PERMISSION_NAMES.filter((name) => name !== 'audit:read'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'Seeing who changed this charger needs the permission audit:read, held by:',
    );
    expect(note).toHaveTextContent('Admin');
  });

  it('encodes the identifier as the list search (q)', () => {
    expect(activityHref('CUST-001 & co')).toBe('/operations/activity?q=CUST-001+%26+co');
  });
});
