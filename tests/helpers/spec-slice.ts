// A small, valid part of the hand-written spec: the named paths and every component they reach through `$ref`
// (transitively), the rest of the document as it is. The Spectral rule tests (tests/unit/spec/spectral.test.ts) break
// ~30 copies of it, one way each: a slice lints in a fraction of the whole spec's time, and `npm run lint:spec` lints
// the whole spec itself.
type Json = Record<string, unknown>;

const REF = /^#\/components\/([^/]+)\/([^/]+)$/;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `$ref` string under `value`. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsOf(item, found);
    }
  }
  return found;
}

/** `spec` with only `keep` of its paths and the components they reach; throws for a path it does not have. */
export function sliceSpec(spec: Json, keep: readonly string[]): Json {
  const paths = spec.paths as Record<string, unknown>;
  const components = (spec.components ?? {}) as Record<string, Record<string, unknown>>;
  const kept: Record<string, unknown> = {};
  for (const path of keep) {
    if (!(path in paths)) throw new Error(`the spec has no path ${path}`);
    kept[path] = paths[path];
  }
  const reached = new Map<string, Set<string>>();
  const queue = refsOf(kept);
  while (queue.length > 0) {
    const match = REF.exec(queue.pop() as string);
    if (!match) continue;
    const [, kind, name] = match as unknown as [string, string, string];
    const names = reached.get(kind) ?? new Set<string>();
    if (names.has(name)) continue;
    names.add(name);
    reached.set(kind, names);
    queue.push(...refsOf(components[kind]?.[name]));
  }
  const slicedComponents = Object.fromEntries(
    Object.entries(components).map(([kind, entries]) => [
      kind,
      // Security schemes are named by `security`, never by `$ref`: all of them stay.
      kind === 'securitySchemes'
        ? entries
        : Object.fromEntries(Object.entries(entries).filter(([name]) => reached.get(kind)?.has(name))),
    ]),
  );
  return { ...spec, paths: kept, components: slicedComponents };
}
