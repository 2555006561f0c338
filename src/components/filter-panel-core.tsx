import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { Fragment, memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { FILTER_GROUP_TABLE, specOf } from '../domain/filter-table/filter-groups.ts';
import { PANEL_SECTIONS, type FilterOption, type PanelSection } from '../domain/filters/group-kinds.ts';
import { EMPTY_FILTER_STATE } from '../domain/filters/filter-state.ts';
import type { DateFilter, FilterGroup, FilterState } from '../domain/filters/filter-state.ts';
import type { Fleet } from '../domain/sites/sites-row.ts';
import { FilterCheckboxGroup } from './filter-checkbox-group.tsx';
import type { FilterMultiSelectProps } from './filter-multi-select.tsx';
import type { FilterSingleChoiceProps } from './filter-single-choice.tsx';
import type { MessageKey } from '../i18n/catalogue-types.ts';
import { useT } from '../i18n/display-preferences.ts';
import { legendText, optionsText } from './filter-words.ts';

/*
 * The filter panel's frame and its one light control (checkboxes). The other controls (single choice, multi-select,
 * the date field and range) are the panel's `controls`: `FilterPanel` (filter-panel.tsx) passes all of them; a list
 * whose groups are all checkbox lists renders this core without them and does not carry their weight (the charger
 * lists: their route is within the route budget only so). Without them a multi-select group is drawn as checkboxes.
 */

/** The controls beyond checkboxes, by the table's control kind. */
export interface RichFilterControls {
  readonly singleChoice: (props: FilterSingleChoiceProps<string>) => ReactNode;
  readonly multiSelect: (props: FilterMultiSelectProps) => ReactNode;
  /** The date section: which row field, then the range. */
  readonly dateRange: (props: { value: DateFilter; onChange: (next: DateFilter) => void }) => ReactNode;
}

export interface FilterPanelProps<S extends Partial<FilterState> = FilterState> {
  /** Controlled: the panel shows this state (a list's own, typed by its groups) and reports every edit through onChange. */
  value: S;
  onChange: (next: S) => void;
  /** The groups this screen offers (the filter-group table says how each is shown); sections keep a fixed order. */
  groups: readonly (keyof S & FilterGroup)[];
  /** The fleets to choose from; the state keeps their names (the engine matches names in fleetsStr). */
  fleetOptions?: readonly Fleet[];
  /** DESIGN §3: true when none of the rows in view is linked to a fleet (see noneLinkedToFleet). */
  fleetsDisabled?: boolean;
  /** The TSO choices, e.g. tsoOptions(rows). */
  tsoOptions?: readonly string[];
  /** The problem choices with their user text (the problem catalogue is not part of the kit). */
  problemOptions?: readonly FilterOption[];
}

export interface FilterPanelCoreProps<S extends Partial<FilterState>> extends FilterPanelProps<S> {
  /** The controls beyond checkboxes; without them only checkbox and multi-select groups can be offered. */
  controls?: RichFilterControls;
}

/** The same data: equal primitives, or arrays and plain objects of the same data (a filter's value, its options). */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) =>
    sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * A control's props compared by their data: its callbacks are the panel's steady setters (each calls the panel's
 * latest onChange with its latest value), so a control is drawn again only when what it shows changes. The list's
 * state is parsed anew on every change of the URL, so each group's value is a new array even when it did not change.
 */
export function sameControlProps(a: object, b: object): boolean {
  const aProps = a as Record<string, unknown>;
  const bProps = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(aProps), ...Object.keys(bProps)]);
  for (const key of keys) {
    const [x, y] = [aProps[key], bProps[key]];
    if (typeof x === 'function' && typeof y === 'function') continue;
    if (!sameData(x, y)) return false;
  }
  return true;
}

const SteadyCheckboxGroup = memo(FilterCheckboxGroup, sameControlProps) as typeof FilterCheckboxGroup;

/** Sections whose groups share one titled frame (SPEC §2 "Master Data: readiness multi-select plus TSO"). */
const SECTION_LEGENDS: Partial<Record<PanelSection, MessageKey>> = { masterData: 'lists.masterData' };

/** The filter sections of SPEC §2 for the groups a screen offers, in a fixed order. */
export function FilterPanelCore<S extends Partial<FilterState>>({
  value,
  onChange,
  groups,
  fleetOptions = [],
  fleetsDisabled = false,
  tsoOptions = [],
  problemOptions = [],
  controls,
}: FilterPanelCoreProps<S>) {
  const t = useT();
  // Each group's setter calls the latest onChange with the latest value: the controls are memoised on
  // their data (sameControlProps), so a toggle redraws the group it changed, not every section (the date pickers).
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const change = useCallback((group: FilterGroup, next: unknown) => {
    const { value: current, onChange: report } = latest.current;
    report({ ...current, [group]: next });
  }, []);
  // A new closure each render, but each old one still does the same: it names its group and calls `change`.
  const set = (group: FilterGroup) => (next: unknown) => change(group, next);
  // The groups the list does not offer read as empty (the panel shows only offered ones).
  const full: FilterState = { ...EMPTY_FILTER_STATE, ...value };
  // Choices that come from the rows in view rather than the table.
  const rowOptions: Partial<Record<FilterGroup, readonly FilterOption[]>> = {
    fleets: fleetOptions.map((fleet) => ({ value: fleet.name, label: fleet.name })),
    tso: tsoOptions.map((tso) => ({ value: tso, label: tso })),
    problems: problemOptions,
  };

  const checkboxes = (group: FilterGroup, legend: string, options: readonly FilterOption[]) => (
    <SteadyCheckboxGroup
      key={group}
      legend={legend}
      options={options}
      value={full[group] as readonly string[]}
      onChange={set(group)}
    />
  );

  const control = (group: FilterGroup): ReactNode => {
    const spec = specOf(group);
    const options = optionsText(group, spec.options ?? rowOptions[group] ?? []);
    const legend = legendText(group, spec.legend);
    if (spec.control === 'checkboxes' || (spec.control === 'multiSelect' && controls === undefined))
      return checkboxes(group, legend, options);
    if (controls === undefined)
      throw new Error(
        `The ${spec.legend} filter needs the panel's controls (FilterPanel, not FilterPanelCore)`,
      );
    switch (spec.control) {
      case 'singleChoice':
        return (
          <controls.singleChoice
            key={group}
            legend={legend}
            options={options}
            value={full[group] as string | null}
            onChange={set(group)}
          />
        );
      case 'multiSelect': {
        const disabled = group === 'fleets' && fleetsDisabled;
        return (
          <controls.multiSelect
            key={group}
            label={legend}
            options={options}
            value={full[group] as readonly string[]}
            onChange={set(group)}
            disabled={disabled}
            helperText={disabled ? t('lists.noFleetInView') : undefined}
          />
        );
      }
      case 'dateRange':
        return <controls.dateRange key={group} value={full.dates} onChange={set('dates')} />;
    }
  };

  const sections = PANEL_SECTIONS.flatMap((section) => {
    const inSection = groups.filter((group) => FILTER_GROUP_TABLE[group].section === section);
    if (inSection.length === 0) return [];
    const legendKey = SECTION_LEGENDS[section];
    const legend = legendKey === undefined ? undefined : t(legendKey);
    const body =
      legend === undefined ? (
        <Stack spacing={1}>{inSection.map(control)}</Stack>
      ) : (
        <FormControl component="fieldset" variant="standard" sx={{ display: 'flex' }}>
          <FormLabel component="legend" sx={{ mb: 1.5 }}>
            {legend}
          </FormLabel>
          <Stack spacing={2}>{inSection.map(control)}</Stack>
        </FormControl>
      );
    return [{ section, body }];
  });

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {sections.map(({ section, body }, index) => (
        <Fragment key={section}>
          {index > 0 ? <Divider /> : null}
          {body}
        </Fragment>
      ))}
    </Stack>
  );
}
