/** Every VPP read (the sites pages and the pool): an enrolment change refreshes them all through this root. */
export const vppKeysRoot = () => ['vpp'] as const;
