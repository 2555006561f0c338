import { OFFLINE_PROBLEM_HOURS } from '../shared/constants.ts';
import type { VppAssetKind, VppBlocker, VppEnrolmentState } from './vpp-eligibility.ts';

/** The VPP's words: one place for the labels of states, assets and blockers. */

export const VPP_STATE_LABELS: Readonly<Record<VppEnrolmentState, string>> = {
  enrolled: 'Enrolled',
  eligible: 'Eligible',
  blocked: 'Blocked',
  withdrawn: 'Withdrawn',
};
export const VPP_STATES = Object.keys(VPP_STATE_LABELS) as VppEnrolmentState[];

export const VPP_ASSET_LABELS: Readonly<Record<VppAssetKind, string>> = {
  battery: 'Battery',
  charger: 'Charger',
  heatPump: 'Heat pump',
  pv: 'PV',
};
export const VPP_ASSET_KINDS = Object.keys(VPP_ASSET_LABELS) as VppAssetKind[];

/** What blocks a site, as a person reads it, with what to do about it. */
export const VPP_BLOCKER_TEXT: Readonly<Record<VppBlocker, string>> = {
  SITE_NOT_ACTIVATED: 'The site is not activated yet: activate it first.',
  NO_FLEXIBLE_ASSET: 'The site has no flexible asset (battery, registered charger or heat pump).',
  NOT_READY_FOR_TRADING: 'The site is not ready for trading: complete its master data.',
  TSO_MISSING: 'The site has no TSO in its master data: the pool is kept per TSO.',
  TRADING_DISABLED: 'Neither supply nor feed-in trading is enabled for the site.',
  VPP_HEALTH_CRITICAL: 'The site’s VPP health is critical.',
  TELEMETRY_STALE: `The site’s data is stale: not seen for more than ${OFFLINE_PROBLEM_HOURS} hours.`,
  BLOCKING_PROBLEM: 'The site has a problem that keeps it out of the pool (see its problems).',
};

/** A refused enrolment change's error id, as a person reads it. */
export const VPP_REFUSAL_TEXT: Readonly<Record<string, string>> = {
  VPP_SITE_BLOCKED: 'This site is blocked and cannot be enrolled.',
  VPP_ALREADY_ENROLLED: 'This site is enrolled already.',
  VPP_NOT_ENROLLED: 'This site is not enrolled.',
};
