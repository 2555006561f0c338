// The smart-charging planner, pure: how much energy the car takes in each 15-minute slot until
// departure, and why. Immediate charges at full power from now; Cheapest takes the cheapest slots before departure
// (a greedy choice that is optimal: each slot's cost is linear up to the charger's power); Solar takes the modelled
// PV surplus where it reaches the car's minimum power and tops up in the last slots before departure; Solar +
// cheapest tops up in the cheapest ones. Every mode reaches the target by departure when that is feasible; when it is
// not, every slot charges at full power and the plan names the reachable state of charge and the earliest departure.
import { maxChargeKw, minChargeKw, type ChargingInputs } from './charging-inputs.ts';
import { planTotals, type PlanTotals, type SlotEnergy } from './plan-totals.ts';
import type { PlanSlot } from './price-horizon.ts';
import { ENGLISH_REASON_WORDS, slotReason, type ReasonWords } from './slot-reasons.ts';

const SLOT_HOURS = 0.25;
const EPSILON = 1e-9;

export interface SlotPlan extends SlotEnergy {
  readonly slot: PlanSlot;
  readonly reason: string;
}

export interface ChargePlan {
  readonly slots: readonly SlotPlan[];
  /** Energy the target needs, kWh. */
  readonly neededKwh: number;
  readonly feasible: boolean;
  /** State of charge at departure with this plan, and at most (full power in every slot before departure), %. */
  readonly finalSoc: number;
  readonly reachableSoc: number;
  /** When infeasible: the end of the slot in which full power from now reaches the target (`null`: not within the horizon). */
  readonly earliestDeparture: number | null;
  readonly totals: PlanTotals;
  /** The same target charged immediately, for comparison. */
  readonly immediate: PlanTotals;
}

type Fill = { solar: number[]; grid: number[] };

/** Fills `order` slot by slot up to `capacity` each until `goal` is met; returns what is still missing. */
function fillGrid(
  fill: Fill,
  order: readonly number[],
  capacityOf: (i: number) => number,
  goal: number,
): number {
  let missing = goal;
  for (const i of order) {
    if (missing <= EPSILON) break;
    const take = Math.min(capacityOf(i), missing);
    fill.grid[i] = (fill.grid[i] ?? 0) + take;
    missing -= take;
  }
  return Math.max(0, missing);
}

const byPrice = (slots: readonly PlanSlot[], indices: number[]) =>
  [...indices].sort((a, b) => (slots[a]?.priceCt ?? 0) - (slots[b]?.priceCt ?? 0) || a - b);

function allocate(
  slots: readonly PlanSlot[],
  eligible: number[],
  mode: ChargingInputs['mode'],
  goal: number,
  kw: { max: number; min: number },
): Fill {
  const fill: Fill = { solar: slots.map(() => 0), grid: slots.map(() => 0) };
  const maxKwh = kw.max * SLOT_HOURS;
  if (mode === 'immediate') {
    fillGrid(fill, eligible, () => maxKwh, goal);
    return fill;
  }
  if (mode === 'cheapest') {
    fillGrid(fill, byPrice(slots, eligible), () => maxKwh, goal);
    return fill;
  }
  let missing = goal;
  for (const i of eligible) {
    const surplus = slots[i]?.surplusKw ?? 0;
    if (missing <= EPSILON) break;
    if (surplus < kw.min) continue;
    const take = Math.min(Math.min(surplus, kw.max) * SLOT_HOURS, missing);
    fill.solar[i] = take;
    missing -= take;
  }
  const order = mode === 'solar' ? [...eligible].reverse() : byPrice(slots, eligible);
  fillGrid(fill, order, (i) => maxKwh - (fill.solar[i] ?? 0), missing);
  return fill;
}

function earliestDeparture(slots: readonly PlanSlot[], needed: number, maxKwh: number): number | null {
  let energy = 0;
  for (const slot of slots) {
    energy += maxKwh;
    if (energy >= needed - EPSILON) return slot.end;
  }
  return null;
}

const energies = (fill: Fill): SlotEnergy[] =>
  fill.grid.map((grid, i) => ({ gridKwh: grid, solarKwh: fill.solar[i] ?? 0 }));

export function planCharging(
  slots: readonly PlanSlot[],
  inputs: ChargingInputs,
  departure: number,
  /** The reasons' words: English unless the screen hands in the language shown. */
  words: ReasonWords = ENGLISH_REASON_WORDS,
): ChargePlan {
  const kw = { max: maxChargeKw(inputs), min: minChargeKw(inputs) };
  const maxKwh = kw.max * SLOT_HOURS;
  const eligible = slots.flatMap((slot, i) => (slot.end <= departure ? [i] : []));
  const capacity = eligible.length * maxKwh;
  const neededKwh = Math.max(0, (inputs.batteryKwh * (inputs.socTarget - inputs.socNow)) / 100);
  const feasible = neededKwh <= capacity + EPSILON;
  const goal = Math.min(neededKwh, capacity);
  const fill = allocate(slots, eligible, feasible ? inputs.mode : 'immediate', goal, kw);
  const energy = energies(fill);
  const totals = planTotals(slots, energy);
  const lastCharged = energy.findLastIndex((e) => e.gridKwh + e.solarKwh > EPSILON);
  const context = {
    inputs,
    feasible,
    departure,
    minKw: kw.min,
    lastCharged,
    tight: capacity - neededKwh < maxKwh - EPSILON,
  };
  return {
    slots: slots.map((slot, i) => ({
      slot,
      ...energy[i]!,
      reason: slotReason(slot, energy[i]!, i, context, words),
    })),
    neededKwh,
    feasible,
    finalSoc: inputs.socNow + (totals.energyKwh / inputs.batteryKwh) * 100,
    reachableSoc: Math.min(100, inputs.socNow + (capacity / inputs.batteryKwh) * 100),
    earliestDeparture: feasible ? null : earliestDeparture(slots, neededKwh, maxKwh),
    totals,
    immediate: planTotals(slots, energies(allocate(slots, eligible, 'immediate', goal, kw))),
  };
}
