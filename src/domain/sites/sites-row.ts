import type { components } from '../../api/schema.gen.ts';
import { withFleetsStr } from './fleets-str.ts';

export type SiteRow = components['schemas']['SiteRow'];
export type SitesResponse = components['schemas']['SitesResponse'];
export type Fleet = components['schemas']['Fleet'];

/** A site row as the lists hold it: the wire row plus the derived `fleetsStr` (SPEC §3) the filter engine reads. */
export type SiteListRow = SiteRow & { readonly fleetsStr: string };

export function toSiteListRows(rows: readonly SiteRow[]): SiteListRow[] {
  return rows.map(withFleetsStr);
}
