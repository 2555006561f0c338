/*
 * Who approves which sign-ups, with which roles (issue 34 item 3; the branch-office rule: a parent sees all, a branch
 * its own). One rule for the server (the mock's people handlers) and the pending sign-ups screen. Staff approvers
 * (an unscoped person: Operations lead, Admin) see every sign-up and may grant any role. A company-scoped approver
 * (an installer admin, data-scope.ts) sees only the sign-ups that ask for their company, and may grant only the
 * installer roles, in their company.
 */
import { COMPANY_SCOPED_ROLES, holdsCompany, type DataScope } from './data-scope.ts';

/** The roles an approver of `scope` may grant, in the order of `roles`. */
export function grantableRoles<R extends string>(scope: DataScope, roles: readonly R[]): R[] {
  return scope.kind === 'all' ? [...roles] : roles.filter((role) => COMPANY_SCOPED_ROLES.includes(role));
}

/** Whether an approver of `scope` sees a sign-up asking for `companyUuid` (undefined: no company; staff only). */
export function seesSignUp(scope: DataScope, companyUuid: string | undefined): boolean {
  return holdsCompany(scope, companyUuid);
}

export type ApprovalRefusalId = 'ROLE_NOT_GRANTABLE' | 'COMPANY_NOT_GRANTABLE';

export interface ApprovalRefusal {
  readonly errorId: ApprovalRefusalId;
  readonly status: 403;
  readonly message: string;
}

export const APPROVAL_REFUSALS: Readonly<Record<ApprovalRefusalId, ApprovalRefusal>> = {
  ROLE_NOT_GRANTABLE: {
    errorId: 'ROLE_NOT_GRANTABLE',
    status: 403,
    message: 'You may approve sign-ups only as Installer or Installer admin.',
  },
  COMPANY_NOT_GRANTABLE: {
    errorId: 'COMPANY_NOT_GRANTABLE',
    status: 403,
    message: 'You may approve installers only into your own company.',
  },
};

/**
 * Why an approver of `scope` may not approve a sign-up they see with `choice`, or null. Whether the role exists and
 * whether an installer role has its company are the approval's own checks (422), not this rule's.
 */
export function approvalRefusal(
  scope: DataScope,
  choice: { readonly role: string; readonly companyUuid?: string | undefined },
): ApprovalRefusal | null {
  if (scope.kind === 'all') return null;
  if (!grantableRoles(scope, [choice.role]).includes(choice.role))
    return APPROVAL_REFUSALS.ROLE_NOT_GRANTABLE;
  if (choice.companyUuid !== undefined && !holdsCompany(scope, choice.companyUuid))
    return APPROVAL_REFUSALS.COMPANY_NOT_GRANTABLE;
  return null;
}
