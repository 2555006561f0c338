// Every response's content carries at least one example (`examples` with an entry, or `example`).
// Given a (resolved) response object.
export default function responseHasExample(response, _options, context) {
  const at = (context && context.path) || [];
  if (!response || typeof response !== 'object') return [];
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
