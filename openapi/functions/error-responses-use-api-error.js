// Every 4xx/5xx response (inline or through components/responses) carries JSON content whose schema is exactly
// a $ref to the ApiError schema. Runs on the unresolved document so that the $ref itself is what is checked.
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const RESPONSE_REF = /^#\/components\/responses\/(.+)$/;

export default function errorResponsesUseApiError(document, options) {
  const schemaRef = (options && options.schemaRef) || '#/components/schemas/ApiError';
  const results = [];
  if (!document || typeof document !== 'object') return results;
  const components = (document.components && document.components.responses) || {};
  for (const [path, item] of Object.entries(document.paths || {})) {
    for (const method of METHODS) {
      const operation = item && item[method];
      if (!operation || typeof operation !== 'object') continue;
      for (const [status, response] of Object.entries(operation.responses || {})) {
        if (!/^[45]/.test(status)) continue;
        const where = ['paths', path, method, 'responses', status];
        const name =
          response && typeof response.$ref === 'string' ? RESPONSE_REF.exec(response.$ref)?.[1] : undefined;
        const target = name !== undefined ? components[name] : response;
        const label = `${method.toUpperCase()} ${path} ${status}${name ? ` (${name})` : ''}`;
        const schema =
          target &&
          target.content &&
          target.content['application/json'] &&
          target.content['application/json'].schema;
        if (!schema) {
          results.push({
            message: `Error response ${label} must have application/json content with the ApiError schema.`,
            path: where,
          });
        } else if (schema.$ref !== schemaRef) {
          results.push({ message: `Error response ${label} must use ${schemaRef}.`, path: where });
        }
      }
    }
  }
  return results;
}
