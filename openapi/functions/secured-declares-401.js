// OWASP API8 (define-error-responses-401), with the portal's one exception: an operation that is public on purpose
// (`security: []` with its reason in `x-public`, checked by portal-declared-security) cannot answer 401 for a missing
// token, so it need not declare one. Every other operation declares a 401 with a body.
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export default function securedDeclares401(document) {
  const results = [];
  for (const [path, item] of Object.entries((document && document.paths) || {})) {
    for (const method of METHODS) {
      const operation = item && item[method];
      if (!operation || typeof operation !== 'object') continue;
      if (typeof operation['x-public'] === 'string' && operation['x-public'].trim() !== '') continue;
      const unauthorized = operation.responses && operation.responses['401'];
      if (!unauthorized || typeof unauthorized !== 'object') {
        results.push({
          message: `Secured operation ${method.toUpperCase()} ${path} must declare a 401 answer.`,
          path: ['paths', path, method, 'responses'],
        });
      }
    }
  }
  return results;
}
