// The grant rule: a role only from someone who holds all of its permissions, Admin only from an Admin, and a
// company-scoped grantor only the installer roles in their own company.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../../src/api/permissions.gen.ts';
import {
  grantableRoles,
  grantRefusal,
  heldPermissions,
  notOfferedReason,
  roleOffers,
  type RoleCatalogue,
} from '../../../../src/domain/access/role-grants.ts';

const ROLE_NAMES = Object.keys(ROLES);
const OWN = '37531401-d074-4fc0-9b9d-903c46f7ebe0';
const OTHER = '0d8e3b52-3f0e-4b8a-9a57-2b8f1e6c1a11';

describe('grantRefusal with the spec roles', () => {
  it('an Admin gives every role; an Operations lead only roles within their own permissions, never Admin', () => {
    expect(grantableRoles(ROLES, { roles: ['Admin'] }, ROLE_NAMES)).toEqual(ROLE_NAMES);
    expect(grantableRoles(ROLES, { roles: ['Operations lead'] }, ROLE_NAMES)).toEqual([
      'Viewer',
      'Operations',
      'Operations lead',
      'Installer',
      'Fleet manager',
    ]);
    expect(grantRefusal(ROLES, { roles: ['Operations lead'] }, { role: 'Admin' })).toMatchObject({
      errorId: 'ROLE_NOT_GRANTABLE',
      status: 403,
      missingPermission: 'installations:admin',
    });
    expect(grantRefusal(ROLES, { roles: ['Operations lead'] }, { role: 'Sales' })).toMatchObject({
      errorId: 'ROLE_NOT_GRANTABLE',
      missingPermission: 'sales:read',
    });
  });

  it('an installer admin gives only the installer roles, only in their company', () => {
    const admin = { roles: ['Installer admin'], companyUuid: OWN };
    expect(grantableRoles(ROLES, admin, ROLE_NAMES)).toEqual(['Installer', 'Installer admin']);
    expect(grantRefusal(ROLES, admin, { role: 'Installer', companyUuid: OTHER })?.errorId).toBe(
      'COMPANY_NOT_GRANTABLE',
    );
    expect(grantRefusal(ROLES, admin, { role: 'Installer', companyUuid: OWN })).toBeNull();
    expect(grantRefusal(ROLES, admin, { role: 'Operations' })?.errorId).toBe('ROLE_NOT_GRANTABLE');
  });

  it('says in a few words why a role is not offered', () => {
    const offers = roleOffers(ROLES, { roles: ['Operations lead'] }, ['Admin', 'Sales', 'Viewer']);
    expect(offers.map(notOfferedReason)).toEqual([
      'only an Admin can give it',
      'it includes sales:read, which you do not hold',
      '',
    ]);
  });
});

describe('grantRefusal over random catalogues', () => {
  const PERMISSIONS = ['a:read', 'a:write', 'b:read', 'b:write', 'c:read'];
  const catalogue = fc
    .dictionary(
      fc.constantFrom('Admin', 'R1', 'R2', 'R3', 'Installer', 'Installer admin'),
      fc.uniqueArray(fc.constantFrom(...PERMISSIONS)),
    )
    .map((roles): RoleCatalogue =>
      Object.fromEntries(Object.entries(roles).map(([role, permissions]) => [role, { permissions }])),
    );

  it('property: a granted role never holds a permission the grantor lacks, and Admin comes only from an Admin', () => {
    fc.assert(
      fc.property(catalogue, fc.array(fc.string({ maxLength: 16 })), fc.string(), (roles, own, role) => {
        const pick = [...own, ...Object.keys(roles)].filter((_, index) => index % 2 === 0);
        const refusal = grantRefusal(roles, { roles: pick }, { role: Object.keys(roles)[0] ?? role });
        const wanted = Object.keys(roles)[0] ?? role;
        const held = heldPermissions(roles, pick);
        const gives = Object.hasOwn(roles, wanted) ? roles[wanted]!.permissions : [];
        if (refusal === null) {
          expect(gives.filter((name) => !held.has(name))).toEqual([]);
          if (wanted === 'Admin') expect(pick).toContain('Admin');
        } else if (refusal.missingPermission !== undefined) {
          expect(held.has(refusal.missingPermission)).toBe(false);
          expect(gives).toContain(refusal.missingPermission);
        }
      }),
      { numRuns: 300 },
    );
  });
});
