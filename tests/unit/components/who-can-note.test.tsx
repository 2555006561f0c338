// @vitest-environment jsdom
// The who-can note (src/components/who-can-note.tsx): where an action is left out for lack of a permission, it says
// which permission is needed and which roles of the spec's role table grant it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../src/api/permissions.gen.ts';
import { whoCanCall, whoCanSentence } from '../../../src/auth/who-can.ts';
import { WhoCanNote } from '../../../src/components/who-can-note.tsx';

const granting = (permission: string): Role[] =>
  (Object.keys(ROLES) as Role[]).filter((role) =>
    (ROLES[role].permissions as readonly string[]).includes(permission),
  );

describe('WhoCanNote', () => {
  it('names the permission and every role of the role table that grants it, and whom to ask', () => {
    render(<WhoCanNote action="Resetting a charger" operation="sendEvseCommand" />);
    const note = screen.getByRole('note');
    const roles = granting('evses:command');
    expect(roles).toEqual(expect.arrayContaining(['Operations', 'Admin']));
    expect(roles).not.toContain('Fleet manager');
    expect(note).toHaveTextContent(
      `Resetting a charger needs the permission evses:command, held by: ${roles.join(', ')} — ask one of them.`,
    );
  });

  it('follows the role table: the activity log is named with the roles holding audit:read only', () => {
    render(<WhoCanNote action="Seeing who changed this charger" operation="listActivity" />);
    const text = screen.getByRole('note').textContent ?? '';
    expect(text).toContain('audit:read');
    for (const role of Object.keys(ROLES) as Role[]) {
      const named = text.includes(`${role},`) || text.includes(`${role} —`);
      expect(named, role).toBe(granting('audit:read').includes(role));
    }
  });
});

describe('whoCanSentence', () => {
  it('joins alternatives with "or", and says so when no role grants the permission', () => {
    expect(whoCanCall('listHemsProviders').permissions).toBe('sites:read or installations:read');
    expect(whoCanSentence('Seeing it', { permissions: 'x:y', count: 1, roles: [] })).toBe(
      'Seeing it needs the permission x:y, which no role grants yet — ask an administrator.',
    );
    expect(whoCanSentence('Seeing it', { permissions: 'x:y and z:w', count: 2, roles: ['Admin'] })).toBe(
      'Seeing it needs the permissions x:y and z:w, held by: Admin — ask them.',
    );
  });
});
