// Access (DESIGN §3, issue 31): the permission names are declared once, in the top-level `x-permissions` catalogue
// (name → one line), and `x-roles` maps each role to catalogue names (or '*' = all of them). This rule checks:
// - every catalogue name is `resource:action` and says what it allows;
// - every role has a description and names only catalogue permissions (or '*');
// - every name in a security requirement (the scopes of `bearerAuth: [...]`) is in the catalogue;
// - every secured operation, except those named in `exempt` (the profile call: everyone signed in may read their
//   own profile), names at least one permission in each of its requirement objects — an empty alternative would let
//   any signed-in person through.
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const NAME = /^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*$/;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

export default function declaredPermissions(document, options) {
  const exempt = new Set((options && options.exempt) || []);
  const results = [];
  if (!isObject(document)) return results;
  const catalogue = document['x-permissions'];
  if (!isObject(catalogue) || Object.keys(catalogue).length === 0) {
    results.push({
      message: 'The spec must declare its permissions in a top-level "x-permissions" catalogue.',
      path: [],
    });
    return results;
  }
  for (const [name, line] of Object.entries(catalogue)) {
    if (!NAME.test(name)) {
      results.push({
        message: `Permission "${name}" is not a resource:action name.`,
        path: ['x-permissions', name],
      });
    }
    if (typeof line !== 'string' || line.trim() === '') {
      results.push({
        message: `Permission "${name}" must say in one line what it allows.`,
        path: ['x-permissions', name],
      });
    }
  }
  const known = (name) => Object.prototype.hasOwnProperty.call(catalogue, name);

  const roles = document['x-roles'];
  if (!isObject(roles) || Object.keys(roles).length === 0) {
    results.push({ message: 'The spec must map roles to permissions in a top-level "x-roles".', path: [] });
  } else {
    for (const [role, def] of Object.entries(roles)) {
      const where = ['x-roles', role];
      if (!isObject(def) || typeof def.description !== 'string' || def.description.trim() === '') {
        results.push({ message: `Role "${role}" must have a description.`, path: where });
      }
      const granted = isObject(def) ? def.permissions : undefined;
      if (granted === '*') continue;
      if (!Array.isArray(granted)) {
        results.push({ message: `Role "${role}" must list its permissions (or '*' for all).`, path: where });
        continue;
      }
      granted.forEach((name, index) => {
        if (!known(name)) {
          results.push({
            message: `Role "${role}" names "${name}", which is not in the x-permissions catalogue.`,
            path: [...where, 'permissions', index],
          });
        }
      });
    }
  }

  const checkNames = (requirements, where) => {
    requirements.forEach((requirement, index) => {
      for (const [scheme, names] of Object.entries(isObject(requirement) ? requirement : {})) {
        (Array.isArray(names) ? names : []).forEach((name, position) => {
          if (!known(name)) {
            results.push({
              message: `Security names the permission "${name}", which is not in the x-permissions catalogue.`,
              path: [...where, index, scheme, position],
            });
          }
        });
      }
    });
  };
  const rootSecurity = Array.isArray(document.security) ? document.security : undefined;
  if (rootSecurity) checkNames(rootSecurity, ['security']);

  for (const [path, item] of Object.entries(document.paths || {})) {
    for (const method of METHODS) {
      const operation = isObject(item) ? item[method] : undefined;
      if (!isObject(operation)) continue;
      const where = ['paths', path, method];
      const own = Array.isArray(operation.security) ? operation.security : undefined;
      if (own) checkNames(own, [...where, 'security']);
      const effective = own ?? rootSecurity ?? [];
      if (effective.length === 0 || exempt.has(operation.operationId)) continue;
      const unnamed = effective.some(
        (requirement) =>
          !isObject(requirement) ||
          Object.values(requirement).every((names) => !Array.isArray(names) || names.length === 0),
      );
      if (unnamed) {
        results.push({
          message: `Secured operation ${method.toUpperCase()} ${path} must name the permission it needs in each security requirement (bearerAuth: [resource:action]).`,
          path: own ? [...where, 'security'] : where,
        });
      }
    }
  }
  return results;
}
