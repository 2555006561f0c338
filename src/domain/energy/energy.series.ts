// The site-energy series as the portal shows them: names, units, colours and which are forecasts.
import type { components } from '../../api/schema.gen.ts';

export type EnergySeriesKey = keyof components['schemas']['SiteEnergySeries'];

export interface EnergySeriesInfo {
  readonly key: EnergySeriesKey;
  readonly label: string;
  readonly color: string;
}

/** Measured flows, in the order of the chart legend, the table and the CSV. */
export const FLOW_SERIES: readonly EnergySeriesInfo[] = [
  { key: 'pv', label: 'PV', color: '#e0a800' },
  { key: 'consumption', label: 'Consumption', color: '#1565c0' },
  { key: 'batteryCharge', label: 'Battery charge', color: '#2e7d32' },
  { key: 'batteryDischarge', label: 'Battery discharge', color: '#81c784' },
  { key: 'gridImport', label: 'Grid import', color: '#c62828' },
  { key: 'gridExport', label: 'Grid export', color: '#8e24aa' },
  { key: 'ev', label: 'EV charging', color: '#00838f' },
  { key: 'heatPump', label: 'Heat pump', color: '#6d4c41' },
];

export const SOC_SERIES: EnergySeriesInfo = { key: 'soc', label: 'State of charge', color: '#455a64' };

/** Each forecast with the measurement it forecasts. */
export const FORECAST_PAIRS = [
  { actual: 'pv', forecast: 'pvForecast', label: 'PV', color: '#e0a800' },
  { actual: 'consumption', forecast: 'consumptionForecast', label: 'Consumption', color: '#1565c0' },
] as const satisfies readonly {
  actual: EnergySeriesKey;
  forecast: EnergySeriesKey;
  label: string;
  color: string;
}[];
