// Whose sign-ups an approver sees: staff see all; an installer admin only those asking for their company. Which
// roles an approver may give is the grant rule's (role-grants.test.ts).
import { describe, expect, it } from 'vitest';
import { dataScopeOf, EVERYTHING } from '../../../../src/domain/access/data-scope.ts';
import { seesSignUp } from '../../../../src/domain/access/sign-up-approval.ts';

const OWN = '37531401-d074-4fc0-9b9d-903c46f7ebe0';
const OTHER = '0d8e3b52-3f0e-4b8a-9a57-2b8f1e6c1a11';
const installerAdmin = dataScopeOf({ roles: ['Installer admin'], companyUuid: OWN });

describe('seesSignUp', () => {
  it('shows an installer admin only the sign-ups asking for their company', () => {
    expect(seesSignUp(installerAdmin, OWN)).toBe(true);
    expect(seesSignUp(installerAdmin, OTHER)).toBe(false);
    expect(seesSignUp(installerAdmin, undefined)).toBe(false);
    expect(seesSignUp(EVERYTHING, undefined)).toBe(true);
  });

  it('a staff role next to the installer role makes the person staff (the branch-office rule)', () => {
    const both = dataScopeOf({ roles: ['Installer admin', 'Operations lead'], companyUuid: OWN });
    expect(seesSignUp(both, OTHER)).toBe(true);
    expect(seesSignUp(both, undefined)).toBe(true);
  });
});
