import { useMemo } from 'react';
import { TimeSeriesChartLazy } from '../../../components/time-series-chart-lazy.tsx';
import type { ChartSeries } from '../../../components/time-series-chart-props.ts';
import { planChart } from '../../../domain/sales/plan-chart.ts';
import type { ChargePlan } from '../../../domain/sales/planner.ts';

/** Price (left axis), PV model and planned charging (right axis); forecast prices shaded. */
export function PlanChartView({
  plan,
  timeZone,
  onDraw,
}: {
  plan: ChargePlan;
  timeZone: string;
  onDraw?: () => void;
}) {
  const chart = useMemo(() => planChart(plan), [plan]);
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: 'Price (forecast where shaded)',
        unit: 'ct/kWh',
        values: chart.priceCt,
        color: '#1565c0',
        kind: 'step',
      },
      { label: 'PV (model)', unit: 'kW', values: chart.pvKw, color: '#f9a825', axis: 'right', dashed: true },
      {
        label: 'Planned charging',
        unit: 'kW',
        values: chart.chargeKw,
        color: '#2e7d32',
        kind: 'bars',
        axis: 'right',
      },
    ],
    [chart],
  );
  return (
    <TimeSeriesChartLazy
      title="Charging plan: end-customer price (ct/kWh), PV output of the model and planned charging power (kW); forecast prices shaded"
      x={chart.x}
      series={series}
      bands={chart.forecast.map((band) => ({ ...band, tone: 'warning' as const }))}
      yLabel="Price (ct/kWh)"
      y2Label="Power (kW)"
      timeZone={timeZone}
      {...(onDraw ? { onDraw } : {})}
    />
  );
}
