import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  heldRoles,
  refusalField,
  roleAskedFor,
  staffChangeRefusal,
  staffMatches,
  type StaffChange,
  type StaffLike,
} from '../../../src/domain/staff/staff-rules.ts';

const user = (
  id: string,
  roles: string[],
  state: StaffLike['state'] = 'active',
  company?: object,
): StaffLike => ({
  id,
  roles,
  state,
  ...(company ? { company } : {}),
});

describe('who may change whom', () => {
  const ada = user('ada', ['Admin']);
  const otto = user('otto', ['Operations']);

  it('refuses to remove the last Admin, by role or by deactivation', () => {
    expect(staffChangeRefusal([ada, otto], 'otto', ada, { type: 'removeRole', role: 'Admin' })?.errorId).toBe(
      'LAST_ADMIN',
    );
    expect(staffChangeRefusal([ada, otto], 'otto', ada, { type: 'deactivate' })?.errorId).toBe('LAST_ADMIN');
    // A deactivated Admin does not count.
    const gone = user('gone', ['Admin'], 'deactivated');
    expect(staffChangeRefusal([ada, gone], 'gone', ada, { type: 'removeRole', role: 'Admin' })?.errorId).toBe(
      'LAST_ADMIN',
    );
    const eve = user('eve', ['Admin', 'Sales']);
    expect(staffChangeRefusal([ada, eve], 'eve', ada, { type: 'removeRole', role: 'Admin' })).toBeNull();
  });

  it('refuses to deactivate oneself, and installer roles without a company', () => {
    const eve = user('eve', ['Admin']);
    expect(staffChangeRefusal([ada, eve], 'eve', eve, { type: 'deactivate' })?.errorId).toBe(
      'SELF_DEACTIVATION',
    );
    expect(
      staffChangeRefusal([ada, otto], 'ada', otto, { type: 'assignRole', role: 'Installer' })?.errorId,
    ).toBe('COMPANY_REQUIRED');
    const ines = user('ines', ['Installer'], 'active', { uuid: 'c', name: 'C' });
    expect(
      staffChangeRefusal([ada, ines], 'ada', ines, { type: 'assignRole', role: 'Installer admin' }),
    ).toBeNull();
  });

  it('property: whatever is changed, at least one active Admin remains and nobody deactivates themselves', () => {
    const roleSets = fc.subarray(['Admin', 'Sales', 'Operations', 'Installer']);
    const staffArb = fc
      .array(
        fc.record({ roles: roleSets, state: fc.constantFrom('active', 'deactivated', 'email-not-verified') }),
        {
          minLength: 1,
          maxLength: 6,
        },
      )
      .map((rows) =>
        rows.map((row, index) => user(`u${index}`, row.roles, row.state as StaffLike['state'], {})),
      );
    const changeArb: fc.Arbitrary<StaffChange> = fc.oneof(
      fc.record({ type: fc.constant('removeRole' as const), role: fc.constantFrom('Admin', 'Sales') }),
      fc.constant({ type: 'deactivate' as const }),
    );
    fc.assert(
      fc.property(staffArb, fc.nat(), fc.nat(), changeArb, (staff, actorAt, targetAt, change) => {
        const actor = staff[actorAt % staff.length]!;
        const target = staff[targetAt % staff.length]!;
        const refusal = staffChangeRefusal(staff, actor.id, target, change);
        const after = staff.map((one) =>
          one.id !== target.id || refusal !== null
            ? one
            : change.type === 'deactivate'
              ? { ...one, state: 'deactivated' as const }
              : { ...one, roles: one.roles.filter((role) => role !== (change as { role: string }).role) },
        );
        const activeAdmins = (list: StaffLike[]) =>
          list.filter((one) => one.state !== 'deactivated' && one.roles.includes('Admin')).length;
        if (activeAdmins(staff) > 0) expect(activeAdmins(after)).toBeGreaterThan(0);
        if (change.type === 'deactivate' && actor.id === target.id && target.state !== 'deactivated') {
          expect(refusal?.errorId).toBe('SELF_DEACTIVATION');
        }
      }),
    );
  });

  it('searches every word in name or email', () => {
    const person = { name: 'Zoë Weber', email: 'zoe.weber@operator-portal.example' };
    expect(staffMatches(person, 'zoë')).toBe(true);
    expect(staffMatches(person, 'WEBER portal')).toBe(true);
    expect(staffMatches(person, 'weber sales')).toBe(false);
    expect(staffMatches(person, '   ')).toBe(true);
  });
});

describe('which field a refusal belongs to (bad input: field errors beside their fields)', () => {
  it('a company or role refusal names its field; any other, or none, belongs to no field', () => {
    expect(refusalField('COMPANY_REQUIRED')).toBe('company');
    expect(refusalField('ROLE_UNKNOWN')).toBe('role');
    expect(refusalField('LAST_ADMIN')).toBeUndefined();
    expect(refusalField('__proto__')).toBeUndefined();
    expect(refusalField(undefined)).toBeUndefined();
  });
});

describe('heldRoles', () => {
  it('each role once, in the answer’s order, whatever the answer repeats (the any-answer property drew ["a", …, "a"])', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Admin', 'Sales', 'a', ''), { maxLength: 20 }), (roles) => {
        const held = heldRoles({ roles });
        expect(new Set(held).size).toBe(held.length);
        expect(held).toEqual(roles.filter((role, i) => roles.indexOf(role) === i));
      }),
    );
    expect(heldRoles({ roles: ['Sales', 'Admin', 'Sales'] })).toEqual(['Sales', 'Admin']);
  });
});

describe('the role a sign-up asked for', () => {
  const offered = ['Viewer', 'Sales', 'Operations', 'Fleet manager', 'Installer', 'Installer admin'];
  it('is the role its ask names, among the offered ones; nothing is guessed', () => {
    expect(roleAskedFor({ requestedArea: 'Sales' }, offered)).toBe('Sales');
    expect(roleAskedFor({ requestedArea: ' operations ' }, offered)).toBe('Operations');
    expect(roleAskedFor({ requestedArea: 'Fleet management' }, offered)).toBe('Fleet manager');
    expect(roleAskedFor({ requestedArea: 'Installer: Voltwerk Installationen', company: {} }, offered)).toBe(
      'Installer',
    );
    expect(roleAskedFor({ company: {} }, offered)).toBe('Installer');
    expect(roleAskedFor({ requestedArea: 'Sales' }, ['Viewer'])).toBeNull();
    expect(roleAskedFor({ requestedArea: 'API documentation' }, offered)).toBeNull();
    expect(roleAskedFor({}, offered)).toBeNull();
  });
});
