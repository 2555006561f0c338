// Every response's content carries at least one example (`examples` with an entry, or `example`).
// Given a (resolved) response object. A 204 No Content answer has no body, so nothing to exemplify.
export default function responseHasExample(response, _options, context) {
  const at = (context && context.path) || [];
  if (!response || typeof response !== 'object') return [];
  if (at[at.length - 1] === '204' && response.content === undefined) return [];
  const content = response.content;
  if (!content || typeof content !== 'object' || Object.keys(content).length === 0) {
    return [{ message: 'Response has no content to carry an example.', path: at }];
  }
  const results = [];
  for (const [mediaType, media] of Object.entries(content)) {
    const named =
      media && media.examples && typeof media.examples === 'object' ? Object.keys(media.examples).length : 0;
    if (named === 0 && (!media || media.example === undefined)) {
      results.push({
        message: `Response content ${mediaType} has no example.`,
        path: [...at, 'content', mediaType],
      });
    }
  }
  return results;
}
