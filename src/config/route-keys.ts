/*
 * The rules for a route's key params (generated from the spec: scripts/generate/route-params.ts), so a link whose key
 * the server would refuse is named as broken before any call. Pure and small: it needs nothing of the route records.
 */
import { ROUTE_PARAM_RULES } from './route-params.gen.ts';

/**
 * Each route key's rule: the pattern and length of the spec's path parameter the key is sent as (generated from the
 * spec, scripts/generate/route-params.ts), so a key the server would refuse never reaches a call.
 */
const KEY_RULES = new Map(
  Object.entries(ROUTE_PARAM_RULES).map(([name, rule]) => [
    name,
    { ...rule, test: new RegExp(rule.pattern, 'u') },
  ]),
);

/** Whether a route key (a param of paths.ts) has a value its API parameter allows; a key without a rule passes. */
export function isValidKeyParam(name: string, value: string | undefined): boolean {
  const rule = KEY_RULES.get(name);
  if (rule === undefined) return true;
  return typeof value === 'string' && value.length <= rule.maxLength && rule.test.test(value);
}

/** The route keys that have a rule (every param of the route table has one; a unit test checks it). */
export const KEY_PARAM_NAMES: ReadonlySet<string> = new Set(KEY_RULES.keys());

/** What each API parameter's values look like, in words (the invalid-link screen says it). */
const EXPECTATIONS: Readonly<Record<string, string>> = {
  hemsId: 'a HEMS provider key (lower-case letters, digits and -, like sonnen)',
  apiKey: 'an API key (capital letters, digits and _, like UI_API)',
  hemsLogicalId: 'a gateway or HEMS id (letters, digits and . _ : -, like SB-349659)',
  hemGatewayId: 'a gateway or HEMS id (letters, digits and . _ : -, like SB-349659)',
  messageId: 'a message id (letters, digits and . _ : -, like msg-000282)',
  runId: 'a job run id (letters, digits and . _ : -, like run-optimisation-20261031T2259)',
};

/** What a key param must look like, in words (the invalid-link screen says it). */
export function keyParamExpectation(name: string): string {
  const source = KEY_RULES.get(name)?.source ?? '';
  return EXPECTATIONS[source] ?? 'a UUID (like 123e4567-e89b-12d3-a456-426614174000)';
}

/** The key params of a match whose values the API would refuse (a uuid that is not one, a provider key with `<`). */
export function invalidKeyParams(params: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(params)
    .filter(([name, value]) => !isValidKeyParam(name, value))
    .map(([name]) => name);
}
