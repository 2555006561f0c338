type Json = Record<string, unknown>;

function pointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node))
      throw new Error(`unresolved $ref ${ref}`);
    node = (node as Json)[key];
  }
  return node;
}

/**
 * A copy of an OpenAPI document with every local `$ref` replaced by what it points at (siblings of a `$ref`
 * override the target's keys, as OpenAPI 3.1 allows). The mock serves the UI API's own document as an example;
 * left with `$ref`s, Prism would resolve them against the mock spec and leak the mock's examples into it.
 */
export function dereference(document: Json): Json {
  const walk = (node: unknown, trail: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, trail));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...siblings } = node as Json;
    if (typeof $ref === 'string') {
      if (trail.includes($ref)) throw new Error(`circular $ref ${[...trail, $ref].join(' -> ')}`);
      const target = walk(pointer(document, $ref), [...trail, $ref]);
      return { ...(target as Json), ...(walk(siblings, trail) as Json) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, trail)]));
  };
  return walk(document, []) as Json;
}
