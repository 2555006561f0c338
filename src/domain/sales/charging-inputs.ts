// The smart-charging demo's inputs and how they live in the URL: every value has bounds and a
// default, and a missing, unknown or hostile parameter falls back to its default and is named (the screen shows a
// notice), so a shared link never breaks the screen.

export const CHARGING_MODES = ['immediate', 'solar', 'cheapest', 'solar-cheapest'] as const;
export type ChargingMode = (typeof CHARGING_MODES)[number];

export const MODE_LABELS: Readonly<Record<ChargingMode, string>> = {
  immediate: 'Immediate',
  solar: 'Solar',
  cheapest: 'Cheapest',
  'solar-cheapest': 'Solar + cheapest',
};

export interface ChargingInputs {
  /** Usable battery capacity, kWh. */
  readonly batteryKwh: number;
  /** State of charge now and wanted at departure, %. */
  readonly socNow: number;
  readonly socTarget: number;
  /** Departure as the zone's wall clock, `HH:MM` on a quarter hour: its next occurrence after now. */
  readonly departure: string;
  /** The charger's maximum power, kW, and how many phases the car charges on. */
  readonly chargerKw: number;
  readonly phases: 1 | 3;
  /** The PV system's peak power, kWp (0: none). */
  readonly pvKwp: number;
  readonly mode: ChargingMode;
}

export const DEFAULT_INPUTS: ChargingInputs = {
  batteryKwh: 60,
  socNow: 20,
  socTarget: 80,
  departure: '07:00',
  chargerKw: 11,
  phases: 3,
  pvKwp: 8,
  mode: 'cheapest',
};

/** URL parameter per input. */
export const INPUT_PARAMS: Readonly<Record<keyof ChargingInputs, string>> = {
  batteryKwh: 'battery',
  socNow: 'soc',
  socTarget: 'target',
  departure: 'dep',
  chargerKw: 'kw',
  phases: 'phases',
  pvKwp: 'pv',
  mode: 'mode',
};

/** Inclusive bounds of the numeric inputs. */
export const INPUT_BOUNDS = {
  batteryKwh: { min: 10, max: 200 },
  socNow: { min: 0, max: 100 },
  socTarget: { min: 0, max: 100 },
  chargerKw: { min: 1.4, max: 22 },
  pvKwp: { min: 0, max: 30 },
} as const;

/** One phase at 32 A, 230 V: the most a car takes on a single phase. */
export const MAX_SINGLE_PHASE_KW = 7.4;

const DEPARTURE = /^([01]\d|2[0-3]):(00|15|30|45)$/;
const NUMBER = /^\d{1,4}(\.\d{1,2})?$/;

export interface ParsedInputs {
  readonly inputs: ChargingInputs;
  /** Parameters that were present but not usable (their defaults apply). */
  readonly rejected: readonly string[];
}

type NumericKey = keyof typeof INPUT_BOUNDS;

function numeric(params: URLSearchParams, key: NumericKey, rejected: string[]): number {
  const raw = params.get(INPUT_PARAMS[key]);
  if (raw === null) return DEFAULT_INPUTS[key];
  const { min, max } = INPUT_BOUNDS[key];
  const value = NUMBER.test(raw) ? Number(raw) : NaN;
  if (Number.isFinite(value) && value >= min && value <= max) return value;
  rejected.push(INPUT_PARAMS[key]);
  return DEFAULT_INPUTS[key];
}

function pick<T extends string>(
  params: URLSearchParams,
  key: keyof ChargingInputs,
  accept: (raw: string) => T | null,
  fallback: T,
  rejected: string[],
): T {
  const raw = params.get(INPUT_PARAMS[key]);
  if (raw === null) return fallback;
  const value = accept(raw);
  if (value !== null) return value;
  rejected.push(INPUT_PARAMS[key]);
  return fallback;
}

export function parseInputs(params: URLSearchParams): ParsedInputs {
  const rejected: string[] = [];
  const phases = pick(params, 'phases', (raw) => (raw === '1' || raw === '3' ? raw : null), '3', rejected);
  const inputs: ChargingInputs = {
    batteryKwh: numeric(params, 'batteryKwh', rejected),
    socNow: numeric(params, 'socNow', rejected),
    socTarget: numeric(params, 'socTarget', rejected),
    departure: pick(
      params,
      'departure',
      (raw) => (DEPARTURE.test(raw) ? raw : null),
      DEFAULT_INPUTS.departure,
      rejected,
    ),
    chargerKw: numeric(params, 'chargerKw', rejected),
    phases: phases === '1' ? 1 : 3,
    pvKwp: numeric(params, 'pvKwp', rejected),
    mode: pick(
      params,
      'mode',
      (raw) => ((CHARGING_MODES as readonly string[]).includes(raw) ? (raw as ChargingMode) : null),
      DEFAULT_INPUTS.mode,
      rejected,
    ),
  };
  return { inputs, rejected };
}

/** The inputs as URL parameters (all of them: a shared link means the same plan even if the defaults change). */
export function inputsToParams(inputs: ChargingInputs): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(INPUT_PARAMS) as (keyof ChargingInputs)[])
    params.set(INPUT_PARAMS[key], String(inputs[key]));
  return params;
}

/** The charger's usable power: the entered power, at most 7.4 kW on one phase. */
export function maxChargeKw(inputs: Pick<ChargingInputs, 'chargerKw' | 'phases'>): number {
  return inputs.phases === 1 ? Math.min(inputs.chargerKw, MAX_SINGLE_PHASE_KW) : inputs.chargerKw;
}

/** The lowest current a car charges at (6 A per phase, IEC 61851) as power: 1.38 kW on one phase, 4.14 on three. */
export function minChargeKw(inputs: Pick<ChargingInputs, 'phases'>): number {
  return (inputs.phases * 6 * 230) / 1000;
}
