import type { paths } from '../../api/schema.gen.ts';
import { tsoOf } from '../filters/tso.ts';
import { normalizeSearchText } from '../lists/search-text.ts';
import { assetKinds, type VppAssets, type VppEnrolmentState } from './vpp-eligibility.ts';

/**
 * What a server does with the VPP sites call's parameters (listVppSites): the mock's handler applies it to every
 * site the caller sees. Groups AND, choices within a group OR (DESIGN §3); a missing TSO is 'not available'.
 */

export type VppSitesQuery = NonNullable<paths['/ui/v1/vpp/sites']['get']['parameters']['query']>;

/** What the rule reads of a VPP site row. */
export interface VppQueryRow {
  readonly subscription: string;
  readonly siteUuid: string;
  readonly userReference: string;
  readonly gatewayId?: string;
  readonly tso?: string | null;
  readonly state: VppEnrolmentState;
  readonly assets: VppAssets;
}

function matchesText(row: VppQueryRow, text: string): boolean {
  const needle = text.toLocaleLowerCase();
  return [row.userReference, row.subscription, row.siteUuid, row.gatewayId ?? ''].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}

export function filterVppSites<R extends VppQueryRow>(
  rows: readonly R[],
  query: Partial<VppSitesQuery>,
): R[] {
  const text = normalizeSearchText(query.text ?? '');
  const tsos = query.tso ?? [];
  const states = query.state ?? [];
  const assets = query.asset ?? [];
  return rows.filter(
    (row) =>
      (tsos.length === 0 || tsos.includes(tsoOf(row))) &&
      (states.length === 0 || states.includes(row.state)) &&
      (assets.length === 0 || assetKinds(row.assets).some((kind) => assets.includes(kind))) &&
      (text === '' || matchesText(row, text)),
  );
}
