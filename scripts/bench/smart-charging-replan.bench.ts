// A replan of the smart-charging demo after an input change (budget: paint within 50 ms for 36 h
// of 15-minute slots). Timed here: everything the screen recomputes between the input change and React's render —
// reading the inputs from the URL, the 144 slots with prices and the PV model, the plan in each mode, the chart's
// series and the periods of the reasons list. Not timed: React's render and the browser's paint (the chart draws 144
// points; see telemetry-chart.bench.ts for uPlot's draw times), so this median is the planner's share of the budget.
import { daySlots } from '../../src/domain/pricing/day-slots.ts';
import {
  CHARGING_MODES,
  DEFAULT_INPUTS,
  inputsToParams,
  parseInputs,
} from '../../src/domain/sales/charging-inputs.ts';
import { departureInstant } from '../../src/domain/sales/departure.ts';
import { planChart } from '../../src/domain/sales/plan-chart.ts';
import { planPeriods } from '../../src/domain/sales/plan-periods.ts';
import { planCharging } from '../../src/domain/sales/planner.ts';
import { planSlots } from '../../src/domain/sales/price-horizon.ts';
import { ms, seededRandom, time } from './bench-stats.ts';

const BUDGET_MS = 50;
const ZONE = 'Europe/Berlin';
const NOW = Date.parse('2026-11-03T12:10:00Z'); // 13:10 in Berlin: today and tomorrow published
const random = seededRandom(35);
const day = (date: string) => ({
  zone: 'DE-LU',
  timeZone: ZONE,
  date,
  currency: 'EUR' as const,
  resolutionMinutes: 15 as const,
  published: true,
  publicationAt: '2026-11-02T12:00:00Z',
  slots: daySlots(date, ZONE).map((slot) => ({
    start: new Date(slot.start).toISOString(),
    price: Math.round(-50 + random() * 350),
  })),
});
const DAYS = [day('2026-11-03'), day('2026-11-04')];

let change = 0;
function replan() {
  change += 1;
  const mode = CHARGING_MODES[change % CHARGING_MODES.length] ?? 'cheapest';
  const params = inputsToParams({ ...DEFAULT_INPUTS, mode, socNow: change % 60, pvKwp: change % 20 });
  const { inputs } = parseInputs(params);
  const slots = planSlots(DAYS, { now: NOW, timeZone: ZONE, pvKwp: inputs.pvKwp });
  const plan = planCharging(slots, inputs, departureInstant(inputs.departure, NOW, ZONE));
  return [planChart(plan).x.length, planPeriods(plan).length, plan.slots.length];
}

const slots = replan()[2];
const timing = time(replan, { warmup: 20, runs: 200 });
console.log(
  `smart-charging replan, ${slots} slots (36 h × 15 min): median ${ms(timing.medianMs)}, p90 ${ms(timing.p90Ms)} (budget ${BUDGET_MS} ms for the whole paint)`,
);
if (slots !== 144 || timing.medianMs > BUDGET_MS) process.exit(1);
