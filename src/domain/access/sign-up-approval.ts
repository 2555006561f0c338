/*
 * Whose sign-ups an approver sees (the branch-office rule: a parent sees all, a branch its own). One rule for the
 * server (the mock's scope of the sign-ups list) and the pending sign-ups screen. Staff approvers (an unscoped person:
 * Operations lead, Admin) see every sign-up; a company-scoped approver (an installer admin, data-scope.ts) only those
 * that ask for their company. Which roles an approver may give is the grant rule's (role-grants.ts), the same as for
 * assigning a role.
 */
import { holdsCompany, type DataScope } from './data-scope.ts';

/** Whether an approver of `scope` sees a sign-up asking for `companyUuid` (undefined: no company; staff only). */
export function seesSignUp(scope: DataScope, companyUuid: string | undefined): boolean {
  return holdsCompany(scope, companyUuid);
}
