// The smart-charging planner: examples per mode and reason, and its properties — never above the
// charger's power, the target reached by departure exactly when that is feasible (else the reachable SoC and the
// earliest departure), Cheapest never dearer than Immediate, energy conserved.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_AHEAD_ZONE, dayAheadDay } from '../../../helpers/day-ahead-day.ts';
import {
  CHARGING_MODES,
  DEFAULT_INPUTS,
  maxChargeKw,
  type ChargingInputs,
} from '../../../../src/domain/sales/charging-inputs.ts';
import { departureInstant } from '../../../../src/domain/sales/departure.ts';
import { planCharging } from '../../../../src/domain/sales/planner.ts';
import { planSlots, type PlanSlot } from '../../../../src/domain/sales/price-horizon.ts';
import { planChart } from '../../../../src/domain/sales/plan-chart.ts';

const ZONE = DAY_AHEAD_ZONE;
const NOW = Date.parse('2026-11-03T12:10:00Z'); // 13:10 in Berlin: tomorrow's prices are published
const day = dayAheadDay;
// Expensive in the evening peak, cheap at night.
const evening = (i: number) => (i >= 68 && i < 84 ? 250 : i < 24 ? 40 : 100);
const DAYS = [day('2026-11-03', evening), day('2026-11-04', evening)];
const slots = planSlots(DAYS, { now: NOW, timeZone: ZONE, pvKwp: 8 });
const plan = (inputs: Partial<ChargingInputs>, over: readonly PlanSlot[] = slots) => {
  const all = { ...DEFAULT_INPUTS, ...inputs };
  return planCharging(over, all, departureInstant(all.departure, NOW, ZONE));
};

describe('planSlots', () => {
  it('has 36 h of 15-minute slots from the next quarter hour, known prices unmarked', () => {
    expect(slots).toHaveLength(144);
    expect(slots[0]?.start).toBe(Date.parse('2026-11-03T12:15:00Z'));
    expect(slots.every((s) => s.end - s.start === 900_000)).toBe(true);
    // 3 Nov 13:15 to 5 Nov 01:15 (Berlin): everything up to 4 Nov 24:00 is published, the rest is a forecast.
    const forecast = slots.filter((s) => s.forecastUntil !== null);
    expect(forecast[0]?.start).toBe(Date.parse('2026-11-04T23:00:00Z'));
    expect(forecast[0]?.forecastUntil).toBe(Date.parse('2026-11-04T12:00:00Z'));
    expect(forecast).toHaveLength(5);
  });

  it('forecasts an unpublished day from the same slot a day earlier', () => {
    const before = planSlots([day('2026-11-03', evening), day('2026-11-04', () => 0, false)], {
      now: Date.parse('2026-11-03T09:40:00Z'),
      timeZone: ZONE,
      pvKwp: 0,
    });
    const tomorrow = before.filter((s) => s.start >= Date.parse('2026-11-03T23:00:00Z'));
    expect(tomorrow.every((s) => s.forecastUntil === Date.parse('2026-11-03T12:00:00Z'))).toBe(true);
    const at = (iso: string) => before.find((s) => s.start === Date.parse(iso));
    expect(at('2026-11-04T10:00:00Z')?.priceCt).toBe(at('2026-11-03T10:00:00Z')?.priceCt);
    expect(at('2026-11-03T10:00:00Z')?.forecastUntil).toBeNull();
  });

  it('models no PV at night and some at noon for a PV system, none without one', () => {
    const noon = slots.find((s) => s.start === Date.parse('2026-11-04T11:00:00Z'));
    const night = slots.find((s) => s.start === Date.parse('2026-11-04T01:00:00Z'));
    expect(noon?.pvKw).toBeGreaterThan(1);
    expect(night?.pvKw).toBe(0);
    expect(planSlots(DAYS, { now: NOW, timeZone: ZONE, pvKwp: 0 }).every((s) => s.pvKw === 0)).toBe(true);
  });
});

describe('planCharging', () => {
  it('Cheapest waits through the evening peak and charges at night', () => {
    const p = plan({ mode: 'cheapest' });
    expect(p.feasible).toBe(true);
    expect(p.neededKwh).toBeCloseTo(36);
    expect(p.finalSoc).toBeCloseTo(80);
    const peak = p.slots.find((s) => s.slot.start === Date.parse('2026-11-03T17:00:00Z'));
    expect(peak?.gridKwh).toBe(0);
    expect(peak?.reason).toBe('waiting for a cheaper slot');
    expect(p.slots.some((s) => s.reason === 'one of the cheapest slots before 07:00')).toBe(true);
    expect(p.totals.costEur).toBeLessThan(p.immediate.costEur);
    expect(p.slots.at(-1)?.reason).toBe('after departure · forecast price');
  });

  it('Immediate charges from now at full power, then the target is reached', () => {
    const p = plan({ mode: 'immediate' });
    expect(p.slots[0]?.gridKwh).toBeCloseTo(11 / 4);
    expect(p.slots[0]?.reason).toBe('charging immediately');
    expect(p.slots[20]?.reason).toBe('target reached: 80 %');
    expect(p.totals).toEqual(p.immediate);
  });

  it('Solar takes the surplus, explains a surplus below the minimum and tops up before departure', () => {
    const sunny = planSlots(DAYS, { now: NOW, timeZone: ZONE, pvKwp: 30 });
    const p = plan({ mode: 'solar', departure: '16:00', socNow: 70, pvKwp: 30 }, sunny);
    expect(p.totals.solarKwh).toBeCloseTo(6);
    expect(p.totals.gridKwh).toBe(0);
    expect(p.slots[0]?.reason).toMatch(/^solar surplus .* kW \(model\)$/);
    expect(p.finalSoc).toBeCloseTo(80);
    // 8 kWp in November: the surplus stays below what a car takes on three phases, so it charges at the end.
    const small = plan({ mode: 'solar', departure: '16:00', socNow: 70 });
    expect(small.totals.solarKwh).toBe(0);
    expect(small.slots[0]?.reason).toMatch(/below the car’s minimum of 4\.1 kW on 3 phases/);
    expect(small.slots[10]?.reason).toBe('must charge to reach 80 % by 16:00');
    expect(small.finalSoc).toBeCloseTo(80);
  });

  it('says when the target cannot be reached, with the reachable SoC and the earliest departure', () => {
    const p = plan({ departure: '14:00', socNow: 10, socTarget: 90, chargerKw: 3.7, phases: 1 });
    expect(p.feasible).toBe(false);
    // 13:15 to 14:00: three slots at 3.7 kW.
    expect(p.reachableSoc).toBeCloseTo(10 + ((3 * 3.7) / 4 / 60) * 100);
    expect(p.earliestDeparture).toBe(Date.parse('2026-11-04T01:15:00Z'));
    expect(p.slots[0]?.reason).toBe('full power: 90 % by 14:00 cannot be reached');
  });

  it('plans nothing when the car is already at the target', () => {
    const p = plan({ socNow: 90, socTarget: 80 });
    expect(p.totals.energyKwh).toBe(0);
    expect(p.slots[0]?.reason).toBe('already at 80 %');
  });

  it('draws the planned power and the forecast period', () => {
    const chart = planChart(plan({ mode: 'immediate' }));
    expect(chart.x).toHaveLength(144);
    expect(chart.chargeKw[0]).toBe(11);
    expect(chart.forecast).toEqual([
      { from: Date.parse('2026-11-04T23:00:00Z') / 1000, to: Date.parse('2026-11-05T00:15:00Z') / 1000 },
    ]);
  });
});

const inputsArb = fc.record<ChargingInputs>({
  batteryKwh: fc.integer({ min: 10, max: 200 }),
  socNow: fc.integer({ min: 0, max: 100 }),
  socTarget: fc.integer({ min: 0, max: 100 }),
  departure: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom('00', '15', '30', '45'))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${m}`),
  chargerKw: fc.double({ min: 1.4, max: 22, noNaN: true }),
  phases: fc.constantFrom(1 as const, 3 as const),
  pvKwp: fc.integer({ min: 0, max: 30 }),
  mode: fc.constantFrom(...CHARGING_MODES),
});
const pricesArb = fc.array(fc.integer({ min: -500, max: 4000 }), { minLength: 96, maxLength: 96 });
const case_ = fc.record({ inputs: inputsArb, prices: pricesArb });
const run = (inputs: ChargingInputs, prices: number[]) => {
  const over = planSlots(
    [day('2026-11-03', (i) => prices[i] ?? 0), day('2026-11-04', (i) => prices[95 - i] ?? 0)],
    {
      now: NOW,
      timeZone: ZONE,
      pvKwp: inputs.pvKwp,
    },
  );
  return {
    over,
    departure: departureInstant(inputs.departure, NOW, ZONE),
    p: planCharging(over, inputs, departureInstant(inputs.departure, NOW, ZONE)),
  };
};

describe('planner properties', () => {
  it('never exceeds the charger power, never charges after departure, conserves energy', () => {
    fc.assert(
      fc.property(case_, ({ inputs, prices }) => {
        const { p, departure } = run(inputs, prices);
        const limit = maxChargeKw(inputs) / 4 + 1e-9;
        let sum = 0;
        for (const s of p.slots) {
          expect(s.gridKwh).toBeGreaterThanOrEqual(0);
          expect(s.solarKwh).toBeGreaterThanOrEqual(0);
          expect(s.gridKwh + s.solarKwh).toBeLessThanOrEqual(limit);
          if (s.slot.end > departure) expect(s.gridKwh + s.solarKwh).toBe(0);
          sum += s.gridKwh + s.solarKwh;
        }
        expect(p.totals.energyKwh).toBeCloseTo(sum, 6);
        expect(p.totals.energyKwh).toBeCloseTo(p.immediate.energyKwh, 6);
        expect(p.totals.energyKwh).toBeLessThanOrEqual(p.neededKwh + 1e-6);
      }),
      { numRuns: 100 },
    );
  });

  it('reaches the target by departure exactly when feasible; else reports what is reachable', () => {
    fc.assert(
      fc.property(case_, ({ inputs, prices }) => {
        const { p, over, departure } = run(inputs, prices);
        const capacity = over.filter((s) => s.end <= departure).length * (maxChargeKw(inputs) / 4);
        expect(p.feasible).toBe(p.neededKwh <= capacity + 1e-9);
        if (p.feasible) {
          expect(p.totals.energyKwh).toBeCloseTo(p.neededKwh, 6);
          expect(p.earliestDeparture).toBeNull();
        } else {
          expect(p.totals.energyKwh).toBeCloseTo(capacity, 6);
          expect(p.finalSoc).toBeCloseTo(p.reachableSoc, 6);
          expect(p.finalSoc).toBeLessThan(inputs.socTarget);
          if (p.earliestDeparture !== null) expect(p.earliestDeparture).toBeGreaterThan(departure);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('Cheapest never costs more than Immediate', () => {
    fc.assert(
      fc.property(case_, ({ inputs, prices }) => {
        const { p } = run({ ...inputs, mode: 'cheapest' }, prices);
        expect(p.totals.costEur).toBeLessThanOrEqual(p.immediate.costEur + 1e-9);
      }),
      { numRuns: 100 },
    );
  });
});
