// What a person who holds no permission holds (SPEC §6): the app's stored session and the mock's profile answer
// both read it here, so the two never disagree.

/** SPEC §6: the permissions default is a list holding one empty entry. */
export const DEFAULT_PERMISSIONS: readonly string[] = Object.freeze(['']);

/**
 * One rule for "holds no permission" (SPEC §6): the single empty entry, never an empty list. What the profile
 * answers, what is stored and what is read back all go through here, so the app and the mock hold the same value.
 */
export function permissionsOrDefault(permissions: readonly string[]): readonly string[] {
  return permissions.length === 0 ? DEFAULT_PERMISSIONS : permissions;
}
