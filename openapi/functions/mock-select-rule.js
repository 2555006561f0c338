// `x-mock-select` is a template string, or {key: template, missing?: Prefer value}; each {placeholder} names a
// path or query parameter of the operation (own or path-level, after $ref resolution).
const PLACEHOLDER = /\{([^}]+)\}/g;

export default function mockSelectRule(operation, _options, context) {
  if (!operation || typeof operation !== 'object' || operation['x-mock-select'] === undefined) return [];
  const rule = operation['x-mock-select'];
  const at = [...((context && context.path) || []), 'x-mock-select'];
  let template;
  if (typeof rule === 'string') {
    template = rule;
  } else if (rule && typeof rule === 'object' && typeof rule.key === 'string') {
    template = rule.key;
    const extra = Object.keys(rule).filter((key) => key !== 'key' && key !== 'missing');
    if (extra.length > 0)
      return [{ message: `x-mock-select has unknown fields: ${extra.join(', ')}.`, path: at }];
    if (
      rule.missing !== undefined &&
      !(typeof rule.missing === 'string' && /^(code=[1-5]\d\d|example=\S+)$/.test(rule.missing))
    ) {
      return [
        {
          message: 'x-mock-select.missing must be "code=<status>" or "example=<name>".',
          path: [...at, 'missing'],
        },
      ];
    }
  } else {
    return [{ message: 'x-mock-select must be a template string or {key, missing?}.', path: at }];
  }
  const path = (context && context.path) || [];
  const resolved = context.documentInventory && context.documentInventory.resolved;
  const pathItem = path.length >= 2 && resolved && resolved.paths ? resolved.paths[path[1]] : undefined;
  const declared = [...((pathItem && pathItem.parameters) || []), ...(operation.parameters || [])]
    .filter((p) => p && (p.in === 'path' || p.in === 'query'))
    .map((p) => p.name);
  const results = [];
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
  if (names.length === 0) results.push({ message: 'x-mock-select template has no {placeholder}.', path: at });
  for (const name of names) {
    if (!declared.includes(name)) {
      results.push({
        message: `x-mock-select placeholder {${name}} is not a path or query parameter of the operation.`,
        path: at,
      });
    }
  }
  return results;
}
