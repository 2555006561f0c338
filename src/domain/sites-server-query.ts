import type { operations } from '../api/schema.gen.ts';

// The wire type alone, in a file of its own: the filter-group table (filters/filter-groups.ts) declares each group's
// server half in it, and sites-query.ts builds the query from that table, so neither may hold it (no import cycles).
type ListSitesQuery = NonNullable<operations['listSites']['parameters']['query']>;

/** The SPEC §7 query parameters of the sites call other than `page`: the server half of the filters. */
export type SitesServerQuery = Omit<ListSitesQuery, 'page'>;
