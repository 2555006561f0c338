import { useMemo } from 'react';
import { TimeSeriesChartLazy } from '../../../components/time-series-chart-lazy.tsx';
import type { ChartSeries } from '../../../components/time-series-chart-props.ts';
import { planChart } from '../../../domain/sales/plan-chart.ts';
import type { ChargePlan } from '../../../domain/sales/planner.ts';
import { useT } from '../../../i18n/display-preferences.ts';

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
  const t = useT();
  const chart = useMemo(() => planChart(plan), [plan]);
  // The series' names in the language shown (the chart draws again when they change).
  const price = t('sales.charging.seriesPrice');
  const pv = t('sales.charging.seriesPv');
  const charging = t('sales.charging.seriesCharging');
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: price,
        unit: 'ct/kWh',
        values: chart.priceCt,
        color: '#1565c0',
        kind: 'step',
      },
      {
        label: pv,
        unit: 'kW',
        values: chart.pvKw,
        color: '#f9a825',
        axis: 'right',
        dashed: true,
      },
      {
        label: charging,
        unit: 'kW',
        values: chart.chargeKw,
        color: '#2e7d32',
        kind: 'bars',
        axis: 'right',
      },
    ],
    [chart, price, pv, charging],
  );
  return (
    <TimeSeriesChartLazy
      title={t('sales.charging.chartTitle')}
      x={chart.x}
      series={series}
      bands={chart.forecast.map((band) => ({ ...band, tone: 'warning' as const }))}
      yLabel={t('sales.charging.yLabel')}
      y2Label={t('sales.charging.y2Label')}
      timeZone={timeZone}
      {...(onDraw ? { onDraw } : {})}
    />
  );
}
