import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { components } from '../api/schema.gen.ts';
import { SITE_ATTRIBUTES, TRADING_ATTRIBUTES } from '../domain/filters/filter-state.ts';
import type { FilterState } from '../domain/filters/filter-state.ts';
import { HEALTH_KEYS, healthLabel } from '../domain/health.ts';
import {
  ACTIVATION_FILTERS,
  ACTIVATION_FILTER_LABELS,
  INSTALLATION_STATUSES,
  INSTALLATION_STATUS_LABELS,
  PREPARED_STATUSES,
  READINESS_LABELS,
  READINESS_LABEL_TEXT,
  SITE_STATUSES,
  SITE_STATUS_LABELS,
  isReadinessLabel,
} from '../domain/statuses.ts';
import { FilterCheckboxGroup } from './filter-checkbox-group.tsx';
import type { FilterOption } from './filter-checkbox-group.tsx';
import { LazyFilterDateRange } from './filter-date-range-lazy.tsx';
import { FilterMultiSelect } from './filter-multi-select.tsx';
import { FilterSingleChoice } from './filter-single-choice.tsx';

type Fleet = components['schemas']['Fleet'];

export interface FilterPanelProps {
  /** Controlled: the panel shows this state and reports every edit through onChange. */
  value: FilterState;
  onChange: (next: FilterState) => void;
  /** Activation Status and Current Status checkboxes. */
  showActivationStatus?: boolean;
  /** Installations Status: In-Progress, Ready, Completed, Activated. */
  showInstallationStatus?: boolean;
  /** Two date pickers (yyyy/MM/dd, clearable) on `created`. */
  showDateRange?: boolean;
  showFleets?: boolean;
  /** Has PV, Has Battery, Has EVSE, Has HP. */
  showSiteAttributes?: boolean;
  /** Supply-Trading enabled, Feed-in-Trading enabled. */
  showTradingAttributes?: boolean;
  /** Single choice Ready / In-Progress / Completed; choosing the chosen option again clears it. */
  showPreparedStatus?: boolean;
  /** Readiness multi-select plus TSO multi-select. */
  showMasterData?: boolean;
  showProblems?: boolean;
  /** The nine health keys. */
  showHealth?: boolean;
  /** The fleets to choose from; the state keeps their names (the engine matches names in fleetsStr). */
  fleetOptions?: readonly Fleet[];
  /** DESIGN §3: true when none of the rows in view is linked to a fleet (see noneLinkedToFleet). */
  fleetsDisabled?: boolean;
  /** The TSO choices, e.g. tsoOptions(rows). */
  tsoOptions?: readonly string[];
  /** The problem choices with their user text (the problem catalogue is not part of the kit). */
  problemOptions?: readonly FilterOption[];
  /** Legend of the date section. */
  dateRangeLabel?: string;
}

const options = <T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): FilterOption<T>[] => values.map((value) => ({ value, label: labels[value] }));

const ACTIVATION_OPTIONS = options(ACTIVATION_FILTERS, ACTIVATION_FILTER_LABELS);
const CURRENT_STATUS_OPTIONS = options(SITE_STATUSES, SITE_STATUS_LABELS);
const INSTALLATION_STATUS_OPTIONS = options(INSTALLATION_STATUSES, INSTALLATION_STATUS_LABELS);
const PREPARED_STATUS_OPTIONS = options(PREPARED_STATUSES, INSTALLATION_STATUS_LABELS);
const READINESS_OPTIONS = options(READINESS_LABELS, READINESS_LABEL_TEXT);
const SITE_ATTRIBUTE_OPTIONS = options(SITE_ATTRIBUTES, {
  hasPv: 'Has PV',
  hasBattery: 'Has Battery',
  hasEvse: 'Has EVSE',
  hasHp: 'Has HP',
});
const TRADING_ATTRIBUTE_OPTIONS = options(TRADING_ATTRIBUTES, {
  tradingEnabledSupply: 'Supply-Trading enabled',
  tradingEnabledFeedIn: 'Feed-in-Trading enabled',
});
const HEALTH_OPTIONS = HEALTH_KEYS.map((key) => ({ value: key, label: healthLabel(key) }));

/** The filter sections of SPEC §2, each switched on by its own prop, in a fixed order. */
export function FilterPanel({
  value,
  onChange,
  showActivationStatus = false,
  showInstallationStatus = false,
  showDateRange = false,
  showFleets = false,
  showSiteAttributes = false,
  showTradingAttributes = false,
  showPreparedStatus = false,
  showMasterData = false,
  showProblems = false,
  showHealth = false,
  fleetOptions = [],
  fleetsDisabled = false,
  tsoOptions = [],
  problemOptions = [],
  dateRangeLabel = 'Created',
}: FilterPanelProps) {
  const set =
    <K extends keyof FilterState>(key: K) =>
    (next: FilterState[K]) =>
      onChange({ ...value, [key]: next });
  const sections: [string, boolean, ReactNode][] = [
    [
      'activation',
      showActivationStatus,
      <Stack spacing={1}>
        <FilterCheckboxGroup
          legend="Activation Status"
          options={ACTIVATION_OPTIONS}
          value={value.activation}
          onChange={set('activation')}
        />
        <FilterCheckboxGroup
          legend="Current Status"
          options={CURRENT_STATUS_OPTIONS}
          value={value.currentStatus}
          onChange={set('currentStatus')}
        />
      </Stack>,
    ],
    [
      'installationStatus',
      showInstallationStatus,
      <FilterCheckboxGroup
        legend="Installations Status"
        options={INSTALLATION_STATUS_OPTIONS}
        value={value.installationStatus}
        onChange={set('installationStatus')}
      />,
    ],
    [
      'preparedStatus',
      showPreparedStatus,
      <FilterSingleChoice
        legend="Prepared Status"
        options={PREPARED_STATUS_OPTIONS}
        value={value.preparedStatus}
        onChange={set('preparedStatus')}
      />,
    ],
    [
      'dates',
      showDateRange,
      <LazyFilterDateRange legend={dateRangeLabel} value={value.dates} onChange={set('dates')} />,
    ],
    [
      'fleets',
      showFleets,
      <FilterMultiSelect
        label="Fleets"
        options={fleetOptions.map((fleet) => ({ value: fleet.name, label: fleet.name }))}
        value={value.fleets}
        onChange={set('fleets')}
        disabled={fleetsDisabled}
        helperText={fleetsDisabled ? 'No site in view is linked to a fleet' : undefined}
      />,
    ],
    [
      'siteAttributes',
      showSiteAttributes,
      <FilterCheckboxGroup
        legend="Site Attributes"
        options={SITE_ATTRIBUTE_OPTIONS}
        value={value.siteAttributes}
        onChange={set('siteAttributes')}
      />,
    ],
    [
      'tradingAttributes',
      showTradingAttributes,
      <FilterCheckboxGroup
        legend="Trading Attributes"
        options={TRADING_ATTRIBUTE_OPTIONS}
        value={value.tradingAttributes}
        onChange={set('tradingAttributes')}
      />,
    ],
    [
      'masterData',
      showMasterData,
      <FormControl component="fieldset" variant="standard" sx={{ display: 'flex' }}>
        <FormLabel component="legend" sx={{ mb: 1.5 }}>
          Master Data
        </FormLabel>
        <Stack spacing={2}>
          <FilterMultiSelect
            label="Readiness"
            options={READINESS_OPTIONS}
            value={value.readiness}
            onChange={(next) => set('readiness')(next.filter(isReadinessLabel))}
          />
          <FilterMultiSelect
            label="TSO"
            options={tsoOptions.map((tso) => ({ value: tso, label: tso }))}
            value={value.tso}
            onChange={set('tso')}
          />
        </Stack>
      </FormControl>,
    ],
    [
      'problems',
      showProblems,
      <FilterMultiSelect
        label="Problems"
        options={problemOptions}
        value={value.problems}
        onChange={set('problems')}
      />,
    ],
    [
      'health',
      showHealth,
      <FilterCheckboxGroup
        legend="Health"
        options={HEALTH_OPTIONS}
        value={value.health}
        onChange={set('health')}
      />,
    ],
  ];
  const shown = sections.filter(([, on]) => on);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {shown.map(([key, , node], index) => (
        <Fragment key={key}>
          {index > 0 ? <Divider /> : null}
          {node}
        </Fragment>
      ))}
    </Stack>
  );
}
