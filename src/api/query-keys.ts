/*
 * The roots of the cache keys a write in one feature invalidates in another. Features never import each other, so
 * the read files build their keys on these roots and a write names a whole feature's reads by the same root.
 */

/** Every charger read (detail, lists, log, profiles, fleet summaries). */
export const evseKeysRoot = () => ['evses'] as const;

/** Every gateway read (detail with its devices, an installation's gateways, searches). */
export const gatewayKeysRoot = () => ['gateways'] as const;

/** Every cached page of the sites lists (their rows carry `hasEvse`). */
export const sitesKeysRoot = () => ['sites'] as const;

/** Every single-site detail. */
export const siteDetailKeysRoot = () => ['site'] as const;

/** Every page of the activity log: each audited write adds an entry. */
export const activityKeysRoot = () => ['activity'] as const;

/** Every staff-user and sign-up read (user roles, pending sign-ups). */
export const staffKeysRoot = () => ['staff'] as const;

/** The signed-in person's profile: a persona switch or a role change re-reads it through this root. */
export const profileKeysRoot = () => ['profile'] as const;

/** Every problem list (home's site and installation problems): an installer admin's duplicate resolution changes them. */
export const problemsKeysRoot = () => ['problems'] as const;
