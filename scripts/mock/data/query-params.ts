// Reading a data-backed list call's query (Prism has checked every value against the spec before the data layer
// sees it) from the list module's own parameter declaration (src/domain/lists/): a parameter is declared once, for
// the screen's request and for the mock's reading alike.
import { readRequest, type ServerParams } from '../../../src/domain/lists/list-module.ts';

/** A list call's parameters and its 1-based `page` (1 when absent). */
export function listQueryOf<Q extends { page?: number }>(
  module: { readonly params: ServerParams<Q> },
  query: URLSearchParams,
): Partial<Q> & { page: number } {
  const request = readRequest(module.params, query);
  return { ...request, page: request.page ?? 1 };
}
