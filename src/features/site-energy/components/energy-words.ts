import type { EnergySeriesKey } from '../../../domain/energy/energy.series.ts';
import type { EnergyRange } from '../../../domain/energy/energy-range.ts';
import type { HealthLevel } from '../../../domain/health/health.ts';
import type { ReadinessLabel } from '../../../domain/sites/statuses.ts';
import type { MessageKey } from '../../../i18n/catalogue-types.ts';
import { t } from '../../../i18n/i18n.ts';

/*
 * The energy screen's words for what the domain names in English (src/domain/energy/energy.series.ts, live-stream.ts,
 * the sites' health and readiness): looked up by the thing's key, in the language shown.
 */

const SERIES: Readonly<Partial<Record<EnergySeriesKey, MessageKey>>> = {
  pv: 'energy.series.pv',
  consumption: 'energy.series.consumption',
  batteryCharge: 'energy.series.batteryCharge',
  batteryDischarge: 'energy.series.batteryDischarge',
  gridImport: 'energy.series.gridImport',
  gridExport: 'energy.series.gridExport',
  ev: 'energy.series.ev',
  heatPump: 'energy.series.heatPump',
  soc: 'energy.series.soc',
};

/** A series' name (the chart's legend, the table's column, a total's card); one without a message keeps `english`. */
export function seriesLabel(key: string, english: string): string {
  const message = SERIES[key as EnergySeriesKey];
  return message === undefined ? english : t(message);
}

export const RANGE_WORDS: Readonly<Record<EnergyRange, MessageKey>> = {
  day: 'energy.range.day',
  week: 'energy.range.week',
  month: 'energy.range.month',
  year: 'energy.range.year',
};

export const LEVEL_WORDS: Readonly<Record<HealthLevel, MessageKey>> = {
  good: 'energy.level.good',
  moderate: 'energy.level.moderate',
  critical: 'energy.level.critical',
};

export const READINESS_WORDS: Readonly<Record<ReadinessLabel, MessageKey>> = {
  READY: 'energy.ready.READY',
  NOT_READY: 'energy.ready.NOT_READY',
  MISSING_MASTER_DATA: 'energy.ready.MISSING_MASTER_DATA',
};

const FLOWS: Readonly<Record<string, MessageKey>> = {
  pv: 'live.flow.pv',
  consumption: 'live.flow.consumption',
  battery: 'live.flow.battery',
  grid: 'live.flow.grid',
  ev: 'live.flow.ev',
  heatPump: 'live.flow.heatPump',
};

const DOING: Readonly<Record<string, MessageKey>> = {
  producing: 'live.doing.producing',
  consuming: 'live.doing.consuming',
  charging: 'live.doing.charging',
  discharging: 'live.doing.discharging',
  importing: 'live.doing.importing',
  exporting: 'live.doing.exporting',
  'charging a car': 'live.doing.chargingCar',
  running: 'live.doing.running',
  idle: 'live.doing.idle',
};

/** A live flow's name and what it does now (live-stream.ts words them in English). */
export function liveFlowWords(flow: { key: string; label: string; doing: string }): {
  label: string;
  doing: string;
} {
  const label = FLOWS[flow.key];
  const doing = DOING[flow.doing];
  return {
    label: label === undefined ? flow.label : t(label),
    doing: doing === undefined ? flow.doing : t(doing),
  };
}
