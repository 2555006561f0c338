import { VPP_BLOCKER_TEXT, VPP_STATE_LABELS } from '../../../domain/vpp/vpp-catalogue.ts';
import type { VppBlocker, VppEnrolmentState } from '../../../domain/vpp/vpp-eligibility.ts';
import { OFFLINE_PROBLEM_HOURS } from '../../../domain/shared/constants.ts';
import { tOr } from '../../../i18n/i18n.ts';

/** An enrolment state in the language shown (the domain's English where the catalogue has none). */
export const vppStateText = (state: VppEnrolmentState): string =>
  tOr(`vpp.state.${state}`, VPP_STATE_LABELS[state]);

/** What blocks a site, in the language shown, with what to do about it. */
export const vppBlockerText = (blocker: VppBlocker): string =>
  tOr(`vpp.blocker.${blocker}`, VPP_BLOCKER_TEXT[blocker], { hours: String(OFFLINE_PROBLEM_HOURS) });
