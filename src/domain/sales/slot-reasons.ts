// Why the planner charges or waits in a slot — the answer to evcc's most-asked question, "why
// isn't it charging?". A slot whose price is a forecast says so.
import { formatDecimal } from '../format/locale-format.ts';
import type { ChargingInputs } from './charging-inputs.ts';
import type { SlotEnergy } from './plan-totals.ts';
import type { PlanSlot } from './price-horizon.ts';

const EPSILON = 1e-9;

export interface ReasonContext {
  readonly inputs: ChargingInputs;
  readonly feasible: boolean;
  readonly departure: number;
  readonly minKw: number;
  /** Index of the last slot that charges (-1: none). */
  readonly lastCharged: number;
  /** Fewer than one slot of slack: every slot before departure is needed. */
  readonly tight: boolean;
}

const kw = (value: number) => `${formatDecimal(value, 1)} kW`;

function chargingReason(slot: PlanSlot, energy: SlotEnergy, c: ReasonContext): string {
  const target = `${c.inputs.socTarget} % by ${c.inputs.departure}`;
  if (!c.feasible) return `full power: ${target} cannot be reached`;
  const solar = energy.solarKwh > EPSILON ? `solar surplus ${kw(slot.surplusKw)} (model)` : '';
  if (energy.gridKwh <= EPSILON) return solar;
  const grid =
    c.inputs.mode === 'immediate'
      ? 'charging immediately'
      : c.tight || c.inputs.mode === 'solar'
        ? `must charge to reach ${target}`
        : `one of the cheapest slots before ${c.inputs.departure}`;
  return solar ? `${solar}, topped up from the grid: ${grid}` : grid;
}

function waitingReason(slot: PlanSlot, index: number, c: ReasonContext): string {
  if (c.inputs.socNow >= c.inputs.socTarget) return `already at ${c.inputs.socTarget} %`;
  if (index > c.lastCharged) return `target reached: ${c.inputs.socTarget} %`;
  if (c.inputs.mode === 'solar' || (c.inputs.mode === 'solar-cheapest' && slot.surplusKw > 0)) {
    if (slot.surplusKw > 0 && slot.surplusKw < c.minKw)
      return `solar surplus ${kw(slot.surplusKw)} (model) is below the car’s minimum of ${kw(c.minKw)} on ${c.inputs.phases} phase${c.inputs.phases === 1 ? '' : 's'}`;
    if (c.inputs.mode === 'solar') return 'waiting for solar surplus';
  }
  return 'waiting for a cheaper slot';
}

export function slotReason(slot: PlanSlot, energy: SlotEnergy, index: number, c: ReasonContext): string {
  const base =
    slot.end > c.departure
      ? 'after departure'
      : energy.gridKwh + energy.solarKwh > EPSILON
        ? chargingReason(slot, energy, c)
        : waitingReason(slot, index, c);
  return slot.forecastUntil === null ? base : `${base} · forecast price`;
}
