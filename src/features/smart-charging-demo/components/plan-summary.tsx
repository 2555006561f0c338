import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { formatDecimal, formatMoney, formatZonedInstant } from '../../../domain/format/locale-format.ts';
import { GRID_CO2_G_PER_KWH, FEED_IN_CT_PER_KWH } from '../../../domain/sales/energy-models.ts';
import { maxChargeKw, type ChargingInputs } from '../../../domain/sales/charging-inputs.ts';
import type { ChargePlan } from '../../../domain/sales/planner.ts';
import { useT } from '../../../i18n/display-preferences.ts';

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
  const t = useT();
  if (!plan.feasible)
    return (
      <Alert severity="warning" role="status">
        <AlertTitle>
          {t('sales.charging.unreachable', { target: inputs.socTarget, departure: inputs.departure })}
        </AlertTitle>
        {t('sales.charging.atFullPower', {
          power: `${formatDecimal(maxChargeKw(inputs), 1)} kW`,
          soc: formatDecimal(plan.reachableSoc, 0),
        })}
        {plan.earliestDeparture === null
          ? t('sales.charging.notEnough')
          : t('sales.charging.leaveLater', {
              target: inputs.socTarget,
              at: formatZonedInstant(new Date(plan.earliestDeparture), timeZone, 'minute'),
            })}
      </Alert>
    );
  const saved = plan.immediate.costEur - plan.totals.costEur;
  return (
    <Alert severity="success" role="status">
      <AlertTitle>
        {t('sales.charging.planTitle', {
          energy: `${formatDecimal(plan.totals.energyKwh, 1)} kWh`,
          socNow: inputs.socNow,
          target: inputs.socTarget,
          departure: inputs.departure,
        })}
      </AlertTitle>
      <Typography variant="body2">
        {t('sales.charging.cost', {
          cost: eur(plan.totals.costEur),
          immediate: eur(plan.immediate.costEur),
          saved: saved >= 0 ? 'saves' : 'costs',
          difference: eur(Math.abs(saved)),
        })}
        {t('sales.charging.co2', {
          co2: kg(plan.totals.co2Kg),
          immediate: kg(plan.immediate.co2Kg),
          solar: `${formatDecimal(plan.totals.solarKwh, 1)} kWh`,
        })}
      </Typography>
      <Typography variant="caption" component="p">
        {t('sales.charging.model', {
          co2: formatDecimal(GRID_CO2_G_PER_KWH, 0),
          feedIn: formatDecimal(FEED_IN_CT_PER_KWH, 1),
        })}
      </Typography>
    </Alert>
  );
}
