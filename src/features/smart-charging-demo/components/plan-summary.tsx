import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { formatDecimal, formatMoney, formatZonedInstant } from '../../../domain/format/locale-format.ts';
import { GRID_CO2_G_PER_KWH, FEED_IN_CT_PER_KWH } from '../../../domain/sales/energy-models.ts';
import { maxChargeKw, type ChargingInputs } from '../../../domain/sales/charging-inputs.ts';
import type { ChargePlan } from '../../../domain/sales/planner.ts';

/** Money in the person's format: `12,30 €` in German, `€12.30` in English. */
const eur = (value: number) => formatMoney(value);
const kg = (value: number) => `${formatDecimal(value, 1)} kg`;

/** Feasible: cost and CO2 against charging immediately. Infeasible: why, and what would make it feasible. */
export function PlanSummary({
  plan,
  inputs,
  timeZone,
}: {
  plan: ChargePlan;
  inputs: ChargingInputs;
  timeZone: string;
}) {
  if (!plan.feasible)
    return (
      <Alert severity="warning" role="status">
        <AlertTitle>{`${inputs.socTarget} % by ${inputs.departure} cannot be reached`}</AlertTitle>
        {`At full power (${formatDecimal(maxChargeKw(inputs), 1)} kW) the car reaches ${formatDecimal(plan.reachableSoc, 0)} % by then. `}
        {plan.earliestDeparture === null
          ? 'Even 36 hours are not enough: choose a stronger charger or a lower target.'
          : `To reach ${inputs.socTarget} %, leave at ${formatZonedInstant(new Date(plan.earliestDeparture), timeZone, 'minute')} or later.`}
      </Alert>
    );
  const saved = plan.immediate.costEur - plan.totals.costEur;
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{`${formatDecimal(plan.totals.energyKwh, 1)} kWh: ${inputs.socNow} % → ${inputs.socTarget} % by ${inputs.departure}`}</AlertTitle>
      <Typography variant="body2">
        {`Cost ${eur(plan.totals.costEur)} against ${eur(plan.immediate.costEur)} charging immediately (${saved >= 0 ? 'saves' : 'costs'} ${eur(Math.abs(saved))}). `}
        {`CO₂ ${kg(plan.totals.co2Kg)} against ${kg(plan.immediate.co2Kg)}; ${formatDecimal(plan.totals.solarKwh, 1)} kWh from the PV.`}
      </Typography>
      <Typography variant="caption" component="p">
        {`Assumptions (a model, not measurements): grid CO₂ ${GRID_CO2_G_PER_KWH} g/kWh, solar energy valued at the ${formatDecimal(FEED_IN_CT_PER_KWH, 1)} ct/kWh feed-in tariff it no longer earns, no charging losses.`}
      </Typography>
    </Alert>
  );
}
