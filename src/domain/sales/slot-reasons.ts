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

/**
 * The words of the reasons, each a sentence part with its values formatted already (`kw` and `percent` by the
 * caller's regional format): English by default, the screen hands in the language shown.
 */
export interface ReasonWords {
  /** "80 % by 07:00" */
  readonly target: (soc: number, departure: string) => string;
  readonly fullPower: (target: string) => string;
  readonly solarSurplus: (kw: string) => string;
  readonly immediately: string;
  readonly mustCharge: (target: string) => string;
  readonly cheapest: (departure: string) => string;
  readonly solarToppedUp: (solar: string, grid: string) => string;
  readonly alreadyAt: (soc: number) => string;
  readonly targetReached: (soc: number) => string;
  readonly belowMinimum: (surplus: string, minimum: string, phases: number) => string;
  readonly waitingSolar: string;
  readonly waitingCheaper: string;
  readonly afterDeparture: string;
  readonly forecast: (reason: string) => string;
}

export const ENGLISH_REASON_WORDS: ReasonWords = {
  target: (soc, departure) => `${soc} % by ${departure}`,
  fullPower: (target) => `full power: ${target} cannot be reached`,
  solarSurplus: (kw) => `solar surplus ${kw} (model)`,
  immediately: 'charging immediately',
  mustCharge: (target) => `must charge to reach ${target}`,
  cheapest: (departure) => `one of the cheapest slots before ${departure}`,
  solarToppedUp: (solar, grid) => `${solar}, topped up from the grid: ${grid}`,
  alreadyAt: (soc) => `already at ${soc} %`,
  targetReached: (soc) => `target reached: ${soc} %`,
  belowMinimum: (surplus, minimum, phases) =>
    `solar surplus ${surplus} (model) is below the car’s minimum of ${minimum} on ${phases} phase${phases === 1 ? '' : 's'}`,
  waitingSolar: 'waiting for solar surplus',
  waitingCheaper: 'waiting for a cheaper slot',
  afterDeparture: 'after departure',
  forecast: (reason) => `${reason} · forecast price`,
};

function chargingReason(slot: PlanSlot, energy: SlotEnergy, c: ReasonContext, w: ReasonWords): string {
  const target = w.target(c.inputs.socTarget, c.inputs.departure);
  if (!c.feasible) return w.fullPower(target);
  const solar = energy.solarKwh > EPSILON ? w.solarSurplus(kw(slot.surplusKw)) : '';
  if (energy.gridKwh <= EPSILON) return solar;
  const grid =
    c.inputs.mode === 'immediate'
      ? w.immediately
      : c.tight || c.inputs.mode === 'solar'
        ? w.mustCharge(target)
        : w.cheapest(c.inputs.departure);
  return solar ? w.solarToppedUp(solar, grid) : grid;
}

function waitingReason(slot: PlanSlot, index: number, c: ReasonContext, w: ReasonWords): string {
  if (c.inputs.socNow >= c.inputs.socTarget) return w.alreadyAt(c.inputs.socTarget);
  if (index > c.lastCharged) return w.targetReached(c.inputs.socTarget);
  if (c.inputs.mode === 'solar' || (c.inputs.mode === 'solar-cheapest' && slot.surplusKw > 0)) {
    if (slot.surplusKw > 0 && slot.surplusKw < c.minKw)
      return w.belowMinimum(kw(slot.surplusKw), kw(c.minKw), c.inputs.phases);
    if (c.inputs.mode === 'solar') return w.waitingSolar;
  }
  return w.waitingCheaper;
}

export function slotReason(
  slot: PlanSlot,
  energy: SlotEnergy,
  index: number,
  c: ReasonContext,
  words: ReasonWords = ENGLISH_REASON_WORDS,
): string {
  const base =
    slot.end > c.departure
      ? words.afterDeparture
      : energy.gridKwh + energy.solarKwh > EPSILON
        ? chargingReason(slot, energy, c, words)
        : waitingReason(slot, index, c, words);
  return slot.forecastUntil === null ? base : words.forecast(base);
}
