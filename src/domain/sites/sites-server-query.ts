import type { SitesWireQuery } from './sites.list.ts';

/** The SPEC §7 query parameters of the sites call other than `page`: the server half of the filters. */
export type SitesServerQuery = Omit<SitesWireQuery, 'page'>;
