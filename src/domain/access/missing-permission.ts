// One place for the rule of a security requirement (DESIGN §3 "Access"): an operation lists one or more
// requirements, any one of which suffices; a requirement is met when every permission it names is granted. Used by
// the mock server's check (scripts/mock/data/staff.ts) and open to the portal's own gating.

/**
 * The permission a person lacks for an operation, or null when one of its requirements is met (also when it has
 * none: a public call, or `[[]]`, any signed-in person). With several unmet requirements, the first missing
 * permission of the first one is named.
 */
export function missingPermission(
  granted: Iterable<string>,
  requirements: readonly (readonly string[])[],
): string | null {
  if (requirements.length === 0) return null;
  const held = new Set(granted);
  let first: string | null = null;
  for (const requirement of requirements) {
    const lacking = requirement.find((name) => !held.has(name));
    if (lacking === undefined) return null;
    first ??= lacking;
  }
  return first;
}
