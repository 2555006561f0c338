// Every operation must have security: public calls (under one of `publicPrefixes`) declare `security: []`
// explicitly and say why in `x-public` (the written reason the OWASP write-restricted rule's replacement accepts);
// every other call has a non-empty requirement of its own or inherits the root's, naming only
// schemes that exist in components.securitySchemes.
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export default function declaredSecurity(document, options) {
  const publicPrefixes = (options && options.publicPrefixes) || [];
  const results = [];
  if (!document || typeof document !== 'object') return results;
  const schemes = Object.keys((document.components && document.components.securitySchemes) || {});
  const rootSecurity = document.security;
  const unknownSchemes = (requirements) =>
    requirements.flatMap((requirement) =>
      Object.keys(requirement || {}).filter((name) => !schemes.includes(name)),
    );

  if (rootSecurity !== undefined) {
    for (const name of Array.isArray(rootSecurity) ? unknownSchemes(rootSecurity) : []) {
      results.push({ message: `Root security names an undeclared scheme "${name}".`, path: ['security'] });
    }
  }
  for (const [path, item] of Object.entries(document.paths || {})) {
    for (const method of METHODS) {
      const operation = item && item[method];
      if (!operation || typeof operation !== 'object') continue;
      const where = ['paths', path, method];
      const isPublic = publicPrefixes.some((prefix) => path.startsWith(prefix));
      const own = operation.security;
      const reason = operation['x-public'];
      if (isPublic) {
        if (!Array.isArray(own) || own.length !== 0) {
          results.push({
            message: `Public operation ${method.toUpperCase()} ${path} must declare "security: []".`,
            path: where,
          });
        }
        if (typeof reason !== 'string' || reason.trim() === '') {
          results.push({
            message: `Public operation ${method.toUpperCase()} ${path} must say why it is public in "x-public".`,
            path: where,
          });
        }
        continue;
      }
      if (reason !== undefined) {
        results.push({
          message: `Operation ${method.toUpperCase()} ${path} is not public: remove "x-public".`,
          path: [...where, 'x-public'],
        });
      }
      const effective = own !== undefined ? own : rootSecurity;
      if (!Array.isArray(effective) || effective.length === 0) {
        results.push({
          message: `Operation ${method.toUpperCase()} ${path} has no security: declare it or inherit a non-empty root security.`,
          path: own !== undefined ? [...where, 'security'] : where,
        });
        continue;
      }
      for (const name of own !== undefined ? unknownSchemes(own) : []) {
        results.push({
          message: `Security names an undeclared scheme "${name}".`,
          path: [...where, 'security'],
        });
      }
    }
  }
  return results;
}
