import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissioningChecklist,
  COMMISSIONING_STEPS,
  firstUnmetStep,
  isStuck,
  STEP_INFO,
  type CommissioningFacts,
} from '../../../src/domain/install/commissioning.ts';

const factsArb: fc.Arbitrary<CommissioningFacts> = fc.record({
  gatewayRegistered: fc.boolean(),
  gatewayOnline: fc.boolean(),
  devicesSeen: fc.nat(20),
  chargersRegistered: fc.nat(5),
  chargersWaiting: fc.nat(3),
  waitingGateway: fc.option(fc.string({ maxLength: 12 }), { nil: null }),
  activationRequested: fc.boolean(),
  activated: fc.boolean(),
});

const DONE: CommissioningFacts = {
  gatewayRegistered: true,
  gatewayOnline: true,
  devicesSeen: 3,
  chargersRegistered: 1,
  chargersWaiting: 0,
  waitingGateway: null,
  activationRequested: true,
  activated: true,
};

describe('the commissioning checklist', () => {
  it('property: the first unmet step is unmet and every step before it is met', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const list = commissioningChecklist(facts);
        const first = firstUnmetStep(facts);
        if (first === null) {
          expect(list.every((item) => item.met)).toBe(true);
          return;
        }
        const index = COMMISSIONING_STEPS.indexOf(first);
        expect(list[index]?.met).toBe(false);
        expect(list.slice(0, index).every((item) => item.met)).toBe(true);
        expect(isStuck(facts)).toBe(true);
      }),
    );
  });

  it('property: meeting the first unmet step moves the first unmet step later (never earlier)', () => {
    const meet: Record<string, (f: CommissioningFacts) => CommissioningFacts> = {
      gatewayRegistered: (f) => ({ ...f, gatewayRegistered: true }),
      gatewayOnline: (f) => ({ ...f, gatewayOnline: true }),
      devicesSeen: (f) => ({ ...f, devicesSeen: 1 }),
      chargersRegistered: (f) => ({ ...f, chargersWaiting: 0, waitingGateway: null }),
      activationRequested: (f) => ({ ...f, activationRequested: true }),
      activated: (f) => ({ ...f, activated: true }),
    };
    fc.assert(
      fc.property(factsArb, (facts) => {
        const first = firstUnmetStep(facts);
        fc.pre(first !== null);
        const next = firstUnmetStep(meet[first!]!(facts));
        expect(next === null || COMMISSIONING_STEPS.indexOf(next) > COMMISSIONING_STEPS.indexOf(first!)).toBe(
          true,
        );
      }),
    );
  });

  it('property: an activated installation is never stuck, whatever its gateway and devices do today', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const activated = { ...facts, activated: true };
        expect(isStuck(activated)).toBe(false);
        expect(firstUnmetStep(activated)).toBeNull();
        expect(commissioningChecklist(activated).every((item) => item.met)).toBe(true);
      }),
    );
  });

  it('an activated installation whose gateway is offline today is not stuck at “Gateway online”', () => {
    const offline = { ...DONE, gatewayOnline: false, devicesSeen: 0 };
    expect(isStuck(offline)).toBe(false);
    expect(firstUnmetStep({ ...offline, activated: false })).toBe('gatewayOnline');
  });

  it('a fully commissioned installation is not stuck; a charger waiting sends the installer to add it', () => {
    expect(firstUnmetStep(DONE)).toBeNull();
    expect(isStuck(DONE)).toBe(false);
    const waiting = { ...DONE, chargersWaiting: 1, waitingGateway: 'SB-123456', activated: false };
    expect(firstUnmetStep(waiting)).toBe('chargersRegistered');
    expect(STEP_INFO.chargersRegistered.action).toBe('addCharger');
    expect(firstUnmetStep({ ...DONE, gatewayOnline: false, activated: false })).toBe('gatewayOnline');
    expect(STEP_INFO.gatewayOnline.action).toBe('gatewayDevices');
  });

  it('an activated installation counts its activation as requested', () => {
    expect(firstUnmetStep({ ...DONE, activationRequested: false })).toBeNull();
  });
});
