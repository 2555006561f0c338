import { catalogueGroup, type FilterGroupTable } from '../filters/group-kinds.ts';
import { vppEnrolmentTest } from '../filters/row-tests.ts';
import { VPP_STATES, VPP_STATE_LABELS } from './vpp-catalogue.ts';
import type { VppEnrolmentState } from './vpp-eligibility.ts';

/* The VPP sites' filter group: the enrolment state. */
declare module '../filters/filter-state.ts' {
  interface FilterState {
    /** The VPP sites: enrolment states, matched against the row's `state`. */
    readonly vppEnrolment: readonly VppEnrolmentState[];
  }
}

declare module '../filters/filter-row.ts' {
  interface GroupNeeds {
    vppEnrolment: { state: string };
  }
}

/** This area's groups, for the composed table (domain/filter-table/filter-groups.ts). */
export const VPP_FILTER_GROUPS: Pick<FilterGroupTable, 'vppEnrolment'> = {
  vppEnrolment: catalogueGroup<VppEnrolmentState>({
    param: 'vpp_state',
    values: VPP_STATES,
    labels: VPP_STATE_LABELS,
    chip: (label) => `VPP: ${label}`,
    test: vppEnrolmentTest,
    section: 'vppEnrolment',
    legend: 'Enrolment',
    control: 'checkboxes',
  }),
};
