import type { components } from '../../api/schema.gen.ts';

/*
 * An installation's commissioning checklist, derived from the data — Enphase's activation steps
 * (Started → Connecting → Verifying → Operational) in this platform's terms: gateway registered, gateway online,
 * devices seen, chargers registered, activation requested, activated. The steps are in order; the first unmet one
 * says why the installation is stuck and what to do. The server uses the same rule for the `STUCK` filter and the
 * company picker's counts (scripts/mock/areas/install/install.answers.ts).
 */

export type CommissioningFacts = components['schemas']['CommissioningFacts'];

export const COMMISSIONING_STEPS = [
  'gatewayRegistered',
  'gatewayOnline',
  'devicesSeen',
  'chargersRegistered',
  'activationRequested',
  'activated',
] as const;
export type CommissioningStep = (typeof COMMISSIONING_STEPS)[number];

/** What to do about an unmet step, and which screen does it. */
export type StepAction = 'gatewayDevices' | 'addCharger' | null;

export interface StepInfo {
  readonly label: string;
  /** Why the installation is stuck when this is the first unmet step. */
  readonly stuckReason: string;
  readonly action: StepAction;
}

export const STEP_INFO: Readonly<Record<CommissioningStep, StepInfo>> = {
  gatewayRegistered: {
    label: 'Gateway registered',
    stuckReason:
      'No gateway has registered for this installation yet: check the gateway’s id and its cabling.',
    action: 'gatewayDevices',
  },
  gatewayOnline: {
    label: 'Gateway online',
    stuckReason: 'The gateway is offline: check its power and internet connection.',
    action: 'gatewayDevices',
  },
  devicesSeen: {
    label: 'Devices seen',
    stuckReason:
      'The gateway reports no devices yet: check that the inverter, battery and meter are connected.',
    action: 'gatewayDevices',
  },
  chargersRegistered: {
    label: 'Chargers registered',
    stuckReason: 'The gateway saw a charger that is not registered: add it.',
    action: 'addCharger',
  },
  activationRequested: {
    label: 'Activation requested',
    stuckReason:
      'The installation is not marked complete yet: finish it in the HEMS app to request activation.',
    action: null,
  },
  activated: {
    label: 'Activated',
    stuckReason: 'Activation was requested and waits for operations to activate the site.',
    action: null,
  },
};

/**
 * Whether one step is met by the facts. Activation ends commissioning: every step of an activated installation is
 * met, so it is never stuck (a gateway offline after that is a site's problem, not a step of its commissioning).
 */
export function stepMet(step: CommissioningStep, facts: CommissioningFacts): boolean {
  if (facts.activated) return true;
  switch (step) {
    case 'gatewayRegistered':
      return facts.gatewayRegistered;
    case 'gatewayOnline':
      return facts.gatewayOnline;
    case 'devicesSeen':
      return facts.devicesSeen > 0;
    case 'chargersRegistered':
      return facts.chargersWaiting === 0;
    case 'activationRequested':
      return facts.activationRequested;
    case 'activated':
      return false;
  }
}

export interface ChecklistItem {
  readonly step: CommissioningStep;
  readonly met: boolean;
}

/** Every step in order with whether it is met. */
export function commissioningChecklist(facts: CommissioningFacts): ChecklistItem[] {
  return COMMISSIONING_STEPS.map((step) => ({ step, met: stepMet(step, facts) }));
}

/** The first unmet step (why the installation is stuck), or null when every step is met. */
export function firstUnmetStep(facts: CommissioningFacts): CommissioningStep | null {
  return COMMISSIONING_STEPS.find((step) => !stepMet(step, facts)) ?? null;
}

/** Stuck: some step of its checklist is unmet (never once activated). */
export const isStuck = (facts: CommissioningFacts): boolean => firstUnmetStep(facts) !== null;
