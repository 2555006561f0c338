// The approval rule (issue 34 item 3): staff approvers grant any role for any sign-up; an installer admin sees only
// their company's sign-ups and grants only the installer roles, into their company.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../../src/api/permissions.gen.ts';
import { COMPANY_SCOPED_ROLES, dataScopeOf, EVERYTHING } from '../../../../src/domain/access/data-scope.ts';
import {
  approvalRefusal,
  grantableRoles,
  seesSignUp,
} from '../../../../src/domain/access/sign-up-approval.ts';

const ROLE_NAMES = Object.keys(ROLES);
const OWN = '37531401-d074-4fc0-9b9d-903c46f7ebe0';
const OTHER = '0d8e3b52-3f0e-4b8a-9a57-2b8f1e6c1a11';
const installerAdmin = dataScopeOf({ roles: ['Installer admin'], companyUuid: OWN });

describe('grantableRoles', () => {
  it('gives staff every role and an installer admin only the installer roles', () => {
    expect(grantableRoles(EVERYTHING, ROLE_NAMES)).toEqual(ROLE_NAMES);
    expect(grantableRoles(dataScopeOf({ roles: ['Operations lead'] }), ROLE_NAMES)).toEqual(ROLE_NAMES);
    expect(grantableRoles(installerAdmin, ROLE_NAMES)).toEqual(['Installer', 'Installer admin']);
  });

  it('a staff role next to the installer role makes the person staff (the branch-office rule)', () => {
    const both = dataScopeOf({ roles: ['Installer admin', 'Operations lead'], companyUuid: OWN });
    expect(grantableRoles(both, ROLE_NAMES)).toEqual(ROLE_NAMES);
    expect(seesSignUp(both, OTHER)).toBe(true);
    expect(seesSignUp(both, undefined)).toBe(true);
  });
});

describe('seesSignUp', () => {
  it('shows an installer admin only the sign-ups asking for their company', () => {
    expect(seesSignUp(installerAdmin, OWN)).toBe(true);
    expect(seesSignUp(installerAdmin, OTHER)).toBe(false);
    expect(seesSignUp(installerAdmin, undefined)).toBe(false);
    expect(seesSignUp(EVERYTHING, undefined)).toBe(true);
  });
});

describe('approvalRefusal', () => {
  it('refuses a company-scoped approver exactly the roles grantableRoles leaves out, and other companies', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLE_NAMES, 'No such role', '__proto__'),
        fc.option(fc.constantFrom(OWN, OTHER, ''), { nil: undefined }),
        (role, companyUuid) => {
          const refusal = approvalRefusal(installerAdmin, { role, companyUuid });
          const grantable = grantableRoles(installerAdmin, [role]).length === 1;
          expect(grantable).toBe(COMPANY_SCOPED_ROLES.includes(role));
          if (!grantable) expect(refusal?.errorId).toBe('ROLE_NOT_GRANTABLE');
          else if (companyUuid !== undefined && companyUuid !== OWN)
            expect(refusal?.errorId).toBe('COMPANY_NOT_GRANTABLE');
          else expect(refusal).toBeNull();
          expect(approvalRefusal(EVERYTHING, { role, companyUuid })).toBeNull();
          if (refusal) expect(refusal.status).toBe(403);
        },
      ),
      { numRuns: 100 },
    );
  });
});
