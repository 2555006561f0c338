import type { SiteAttribute } from '../filters/filter-state.ts';
import type { VppAssetKind } from '../vpp/vpp-eligibility.ts';
import type { VppSitesQuery } from '../vpp/vpp-query.ts';
import { sortedChoices, type ListModule } from '../lists/list-module.ts';
import { normalizeSearchText } from '../lists/search-text.ts';
import { filterTable } from '../filters/group-table.ts';
import { SITES_FILTER_GROUPS } from '../sites/sites.filters.ts';
import { VPP_FILTER_GROUPS } from './vpp.filters.ts';

/*
 * The VPP sites list's module (listVppSites): TSO, enrolment state and assets, a search text and a
 * page. The asset group is the site attributes' (has PV, Battery, EVSE, HP) sent as the call's asset kinds. The rule a
 * server applies is `filterVppSites` (domain/vpp/vpp-query.ts).
 */

export type VppFilterGroup = 'tso' | 'vppEnrolment' | 'siteAttributes';

/** A site attribute as the call's asset kind: a site "has EVSE" for the VPP once a charger is registered. */
export const ASSET_OF_ATTRIBUTE: Readonly<Record<SiteAttribute, VppAssetKind>> = {
  hasPv: 'pv',
  hasBattery: 'battery',
  hasEvse: 'charger',
  hasHp: 'heatPump',
};

export const VPP_LIST_MODULE: ListModule<VppFilterGroup, never, VppSitesQuery, null> = {
  name: 'vpp-sites',
  list: {
    groups: ['vppEnrolment', 'tso', 'siteAttributes'],
    table: filterTable(['vppEnrolment', 'tso', 'siteAttributes'], VPP_FILTER_GROUPS, SITES_FILTER_GROUPS),
  },
  params: { page: 'int', text: 'one', tso: 'many', state: 'many', asset: 'many' },
  server: {
    tso: { params: ['tso'], query: (value) => (value.length === 0 ? {} : { tso: sortedChoices(value) }) },
    vppEnrolment: {
      params: ['state'],
      query: (value) => (value.length === 0 ? {} : { state: sortedChoices(value) }),
    },
    siteAttributes: {
      params: ['asset'],
      query: (value) =>
        value.length === 0
          ? {}
          : { asset: sortedChoices(value.map((attribute) => ASSET_OF_ATTRIBUTE[attribute])) },
    },
  },
  base: (state) => {
    const query: VppSitesQuery = {};
    if (state.page > 1) query.page = state.page;
    const text = normalizeSearchText(state.text);
    if (text !== '') query.text = text;
    return query;
  },
};
