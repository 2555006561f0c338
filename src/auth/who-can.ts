/*
 * Who can do what a person may not (DESIGN §3 "Access"): the sentence that stands where a section or button is left
 * out for lack of a permission, naming the permission and the roles that grant it — from the spec's role table
 * (api/permissions.gen.ts, through rolesGranting), never a list of its own.
 */
import type { SecuredOperation } from '../api/permissions.gen.ts';
import { operationNeed, rolesGranting, type Need } from './access.ts';

export interface WhoCan {
  /** `evses:command`, or `sites:read or installations:read`; each alternative's permissions joined by "and". */
  readonly permissions: string;
  /** How many permissions the sentence names (one: "the permission", more: "the permissions"). */
  readonly count: number;
  /** The roles granting one alternative, in the role table's order; empty when none does. */
  readonly roles: readonly string[];
}

/** The permissions a need names and the roles that grant it. */
export function whoCanMeet(need: Need): WhoCan {
  const alternatives = need.filter((alternative) => alternative.length > 0);
  return {
    permissions: alternatives.map((alternative) => alternative.join(' and ')).join(' or '),
    count: alternatives.flat().length,
    roles: rolesGranting(need),
  };
}

/** What calling `operation` needs and who holds it. */
export const whoCanCall = (operation: SecuredOperation): WhoCan => whoCanMeet(operationNeed(operation));

/**
 * `Resetting a charger needs the permission evses:command, held by: Operations, Admin — ask one of them.` The action
 * is what the person set out to do, as the sentence's subject.
 */
export function whoCanSentence(action: string, whoCan: WhoCan): string {
  const needs = `${action} needs the permission${whoCan.count > 1 ? 's' : ''} ${whoCan.permissions}`;
  if (whoCan.roles.length === 0) return `${needs}, which no role grants yet — ask an administrator.`;
  const ask = whoCan.roles.length === 1 ? 'ask them' : 'ask one of them';
  return `${needs}, held by: ${whoCan.roles.join(', ')} — ${ask}.`;
}
