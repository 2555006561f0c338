// The kit's npm-shrinkwrap.json: the part of the portal's package-lock.json that its dependencies reach, so a
// backend team installs exactly the verifier tree the portal's own tests run (and, where the portal's packages are in
// the npm cache, without the network). Paths resolve as Node does: nested first, then each parent's node_modules.
export interface LockEntry {
  version?: string;
  integrity?: string;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  [key: string]: unknown;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

/** Where a package required from `from` (a lock path, '' for the root) is installed, or undefined. */
export function resolveInLock(lock: Lockfile, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/**
 * A shrinkwrap for a package `name@version` depending on `dependencies`, with every reached entry of `lock` at its
 * own path. The portal's dev/devOptional flags are dropped (for the kit they are production dependencies); a
 * required dependency missing from the lock is an error, an optional one (another platform's binary) is skipped.
 */
export function shrinkwrapFor(
  lock: Lockfile,
  root: { name: string; version: string; dependencies: Record<string, string> },
): Lockfile & { name: string; version: string; requires: true } {
  const packages: Record<string, LockEntry> = {
    '': { name: root.name, version: root.version, dependencies: root.dependencies },
  };
  const queue: { from: string; name: string; optional: boolean }[] = Object.keys(root.dependencies).map(
    (name) => ({ from: '', name, optional: false }),
  );
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    const path = resolveInLock(lock, next.from, next.name);
    if (path === undefined) {
      if (next.optional) continue;
      throw new Error(`${next.name} (needed by ${next.from || root.name}) is not in package-lock.json`);
    }
    if (packages[path]) continue;
    const { dev: _dev, devOptional: _devOptional, ...entry } = lock.packages[path] ?? {};
    packages[path] = entry;
    const optionalPeer = (peer: string) => entry.peerDependenciesMeta?.[peer]?.optional === true;
    for (const name of Object.keys(entry.dependencies ?? {}))
      queue.push({ from: path, name, optional: false });
    for (const name of Object.keys(entry.optionalDependencies ?? {}))
      queue.push({ from: path, name, optional: true });
    for (const name of Object.keys(entry.peerDependencies ?? {}))
      queue.push({ from: path, name, optional: optionalPeer(name) });
  }
  const ordered = Object.fromEntries(
    Object.keys(packages)
      .sort()
      .map((key) => [key, packages[key] ?? {}]),
  );
  return { name: root.name, version: root.version, lockfileVersion: 3, requires: true, packages: ordered };
}
