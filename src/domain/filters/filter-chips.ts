import { healthLabel, isHealthKey } from '../health.ts';
import {
  ACTIVATION_FILTER_LABELS,
  INSTALLATION_STATUS_LABELS,
  READINESS_LABEL_TEXT,
  SITE_STATUS_LABELS,
  isActivationFilter,
  isInstallationStatus,
  isReadinessLabel,
  isSiteStatus,
} from '../statuses.ts';
import type {
  DateFilter,
  FilterGroup,
  FilterState,
  SiteAttribute,
  TradingAttribute,
} from './filter-state.ts';
import { FILTER_GROUPS, NO_DATES } from './filter-state.ts';
import { displayLocalDate } from './local-date.ts';

/** One removable chip per chosen value; the date group is one chip for its single date or range. */
export interface FilterChip {
  /** Unique within one state: `<group>:<value>`. */
  readonly key: string;
  readonly group: FilterGroup;
  /** The chosen value (for dates `<start>..<end>`, either side possibly empty). */
  readonly value: string;
  readonly label: string;
}

export interface ChipLabelOptions {
  /** Text for a problem code; the problem catalogue lives elsewhere, so by default the code itself is shown. */
  readonly problemLabel?: (code: string) => string;
}

/** SPEC §5 chip labels. */
export const SITE_ATTRIBUTE_CHIP_LABELS: Readonly<Record<SiteAttribute, string>> = {
  hasPv: 'has PV',
  hasBattery: 'has Battery',
  hasEvse: 'has EVSE',
  hasHp: 'has HP',
};

export const TRADING_ATTRIBUTE_CHIP_LABELS: Readonly<Record<TradingAttribute, string>> = {
  tradingEnabledSupply: 'Trading Enabled Supply',
  tradingEnabledFeedIn: 'Trading Enabled FeedIn',
};

export function dateChipLabel(dates: DateFilter): string {
  const { start, end } = dates;
  if (start !== null && end !== null && start !== end) {
    return `${displayLocalDate(start)} – ${displayLocalDate(end)}`;
  }
  const single = start ?? end;
  return single === null ? '' : displayLocalDate(single);
}

/** The label of one chosen value of a group. */
export function chipLabel(group: FilterGroup, value: string, options: ChipLabelOptions = {}): string {
  switch (group) {
    case 'activation':
      if (value === 'HEMS_ONLINE' || value === 'HEMS_OFFLINE') return ACTIVATION_FILTER_LABELS[value];
      return isActivationFilter(value) ? `Activation: ${ACTIVATION_FILTER_LABELS[value]}` : value;
    case 'currentStatus':
      return isSiteStatus(value) ? `Status: ${SITE_STATUS_LABELS[value]}` : value;
    case 'installationStatus':
    case 'preparedStatus':
      return isInstallationStatus(value) ? INSTALLATION_STATUS_LABELS[value] : value;
    case 'dates': {
      const [start = '', end = ''] = value.split('..');
      return dateChipLabel({ start: start || null, end: end || null });
    }
    case 'fleets':
      return `Fleet: ${value}`;
    case 'siteAttributes':
      return SITE_ATTRIBUTE_CHIP_LABELS[value as SiteAttribute] ?? value;
    case 'tradingAttributes':
      return TRADING_ATTRIBUTE_CHIP_LABELS[value as TradingAttribute] ?? value;
    case 'readiness':
      return isReadinessLabel(value) ? `Master Data: ${READINESS_LABEL_TEXT[value]}` : value;
    case 'tso':
      return `TSO: ${value}`;
    case 'problems':
      return options.problemLabel ? options.problemLabel(value) : value;
    case 'health':
      return isHealthKey(value) ? healthLabel(value) : value;
  }
}

function groupValues(state: Partial<FilterState>, group: FilterGroup): string[] {
  if (group === 'dates') {
    const dates = state.dates;
    if (!dates || (dates.start === null && dates.end === null)) return [];
    return [`${dates.start ?? ''}..${dates.end ?? ''}`];
  }
  if (group === 'preparedStatus') return state.preparedStatus ? [state.preparedStatus] : [];
  return [...(state[group] ?? [])];
}

/** The active filters as chips, in group order, then in the order the values were chosen. */
export function filterChips(state: Partial<FilterState>, options: ChipLabelOptions = {}): FilterChip[] {
  return FILTER_GROUPS.flatMap((group) =>
    groupValues(state, group).map((value) => ({
      key: `${group}:${value}`,
      group,
      value,
      label: chipLabel(group, value, options),
    })),
  );
}

/** The state without the chip's value; other groups and values are untouched (same references). */
export function removeFilterChip<S extends Partial<FilterState>>(
  state: S,
  chip: Pick<FilterChip, 'group' | 'value'>,
): S {
  const { group, value } = chip;
  if (!(group in state)) return state;
  if (group === 'dates') return { ...state, dates: NO_DATES };
  if (group === 'preparedStatus')
    return state.preparedStatus === value ? { ...state, preparedStatus: null } : state;
  const values = (state[group] ?? []) as readonly string[];
  return { ...state, [group]: values.filter((chosen) => chosen !== value) };
}
