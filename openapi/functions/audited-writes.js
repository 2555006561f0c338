// Access (DESIGN §3, issue 31 item 7): every secured operation that changes something (any method but GET, HEAD and
// OPTIONS) is marked `x-audit: true`, so the mock's data layer records who did it, when, on what, before and after,
// and a later issue cannot add a write and forget its trail. `x-audit` is a boolean wherever it appears. Public calls
// (security: [], the account pages) are security events, not activity: they must not be marked.
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const READS = new Set(['get', 'head', 'options']);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

export default function auditedWrites(document) {
  const results = [];
  if (!isObject(document)) return results;
  const rootSecurity = Array.isArray(document.security) ? document.security : [];
  for (const [path, item] of Object.entries(document.paths || {})) {
    for (const method of METHODS) {
      const operation = isObject(item) ? item[method] : undefined;
      if (!isObject(operation)) continue;
      const where = ['paths', path, method];
      const mark = operation['x-audit'];
      if (mark !== undefined && typeof mark !== 'boolean') {
        results.push({
          message: `x-audit of ${method.toUpperCase()} ${path} must be true or false.`,
          path: [...where, 'x-audit'],
        });
        continue;
      }
      const security = Array.isArray(operation.security) ? operation.security : rootSecurity;
      const secured = security.length > 0;
      if (secured && !READS.has(method) && mark !== true) {
        results.push({
          message: `Secured write ${method.toUpperCase()} ${path} must be marked x-audit: true (the activity log records it).`,
          path: mark === undefined ? where : [...where, 'x-audit'],
        });
      }
      if (!secured && mark === true) {
        results.push({
          message: `Public ${method.toUpperCase()} ${path} is a security event, not activity: it must not be marked x-audit.`,
          path: [...where, 'x-audit'],
        });
      }
    }
  }
  return results;
}
