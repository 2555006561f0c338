import { displayLocalDate } from '../format/date-display.ts';
import { isLocalDate } from '../format/local-date.ts';
import type { DateFilter, FilterGroup } from './filter-state.ts';
import { DATE_FIELD_LABELS, DATE_FIELDS, NO_DATES } from './filter-state.ts';
import type {
  ChipLabelOptions,
  FilterGroupSpec,
  FilterOption,
  FilterTableOf,
  PanelControl,
  PanelSection,
  ParseContext,
} from './group-table.ts';

export {
  filterTable,
  groupsOf,
  PANEL_SECTIONS,
  type ChipLabelOptions,
  type FilterGroupSpec,
  type FilterOption,
  type FilterTableOf,
  type PanelControl,
  type PanelSection,
  type ParseContext,
} from './group-table.ts';
import { datesTest, type RowTest, type RowTestContext } from './row-tests.ts';

/*
 * The kinds of filter group and what every group declares (its spec). Each area declares its own groups with these
 * (`domain/<area>/<area>.filters.ts`); `domain/filter-table/filter-groups.ts` composes them into THE table. Formerly the table: each group of FilterState declared once — its URL params and codec, its row test, its
 * chips, its panel section and options. The URL codec (list-url.ts), the engine (apply-filters.ts), the chips
 * (filter-chips.ts) and the panel (components/filter-panel.tsx) are driven by it. Which call parameter narrows a
 * group on the server is not said here but by each list's module (domain/lists/): the same group goes on different
 * wires for different calls. Adding a group: a member of FilterState, its entry here, and its section in the panel
 * if it has a new kind.
 */

/** The table of every group (domain/filter-table/filter-groups.ts composes it from every area's declarations). */
export type FilterGroupTable = FilterTableOf<FilterGroup>;

const MAX_TEXT_LENGTH = 200;
export const PROBLEM_CODE = /^[A-Z][A-Z0-9_]*$/;

export function isText(value: string): value is string {
  return value.trim() !== '' && value.length <= MAX_TEXT_LENGTH;
}

export function oneOf<T extends string>(values: readonly T[]): (value: string) => value is T {
  return (value): value is T => (values as readonly string[]).includes(value);
}

export const optionsOf = <T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): FilterOption<T>[] => values.map((value) => ({ value, label: labels[value] }));

/** A group whose value is a list of chosen strings: repeated param, first occurrence kept, in URL order. */
export function listGroup<T extends string>(spec: {
  param: string;
  valid: (value: string, context: ParseContext) => value is T;
  test: (chosen: readonly T[] | undefined, context?: RowTestContext) => RowTest | null;
  chipLabel: (value: string, options: ChipLabelOptions) => string;
  section: PanelSection;
  legend: string;
  control: PanelControl;
  options?: readonly FilterOption[];
}): FilterGroupSpec<readonly T[]> {
  const empty: readonly T[] = [];
  return {
    params: [spec.param],
    empty,
    parse: (params, context) => [
      ...new Set(params.getAll(spec.param).filter((value) => spec.valid(value, context))),
    ],
    serialize: (value) => value.map((chosen) => [spec.param, chosen] as const),
    test: spec.test,
    chipValues: (value) => value,
    chipLabel: spec.chipLabel,
    without: (value, chipValue) => value.filter((chosen) => chosen !== chipValue),
    section: spec.section,
    legend: spec.legend,
    control: spec.control,
    ...(spec.options ? { options: spec.options } : {}),
  };
}

/**
 * A list group over a fixed catalogue: only its values are valid, the panel offers them with their labels, and a
 * chip reads `chip(label, value)` (default: the label) — an unknown value, which the URL codec drops, reads as itself.
 */
export function catalogueGroup<T extends string>(spec: {
  param: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  chip?: (label: string, value: T) => string;
  test: (chosen: readonly T[] | undefined, context?: RowTestContext) => RowTest | null;
  section: PanelSection;
  legend: string;
  control: PanelControl;
}): FilterGroupSpec<readonly T[]> {
  const known = oneOf(spec.values);
  const { values, labels, chip = (label: string) => label, ...rest } = spec;
  return listGroup<T>({
    ...rest,
    valid: known,
    chipLabel: (value) => (known(value) ? chip(labels[value], value) : value),
    options: optionsOf(values, labels),
  });
}

/** Site or trading attributes: boolean fields of the row, offered as checkboxes in a section of their own. */
export function attributeGroup<T extends string>(
  section: 'siteAttributes' | 'tradingAttributes',
  spec: {
    param: string;
    values: readonly T[];
    labels: Readonly<Record<T, string>>;
    chipLabels: Readonly<Record<T, string>>;
    test: (chosen: readonly T[] | undefined, context?: RowTestContext) => RowTest | null;
    legend: string;
  },
): FilterGroupSpec<readonly T[]> {
  const { chipLabels, ...rest } = spec;
  return catalogueGroup<T>({
    ...rest,
    chip: (_, value) => chipLabels[value],
    section,
    control: 'checkboxes',
  });
}

export const DATE_PARAMS = {
  start: 'creation_start_date',
  end: 'creation_end_date',
  field: 'date_field',
} as const;

/** The label of a date chip: the date or range, after the field's name unless it is the default `created`. */
export function dateChipLabel(dates: DateFilter): string {
  const { start, end } = dates;
  const range =
    start !== null && end !== null && start !== end
      ? `${displayLocalDate(start)} – ${displayLocalDate(end)}`
      : (start ?? end) === null
        ? ''
        : displayLocalDate((start ?? end) as string);
  return dates.field === undefined || range === '' ? range : `${DATE_FIELD_LABELS[dates.field]}: ${range}`;
}

export function firstDate(params: URLSearchParams, name: string): string | null {
  return params.getAll(name).find(isLocalDate) ?? null;
}

export const dateFieldOf = (value: string | undefined): DateFilter['field'] =>
  value !== undefined && value !== 'created' && (DATE_FIELDS as readonly string[]).includes(value)
    ? (value as DateFilter['field'])
    : undefined;

/** The date group: one kind every list with dated rows can offer (SPEC §5). */
export const DATES_GROUP: FilterGroupSpec<DateFilter> = {
  params: [DATE_PARAMS.start, DATE_PARAMS.end, DATE_PARAMS.field],
  empty: NO_DATES,
  parse: (params) => {
    const start = firstDate(params, DATE_PARAMS.start);
    const end = firstDate(params, DATE_PARAMS.end);
    const field = dateFieldOf(params.getAll(DATE_PARAMS.field)[0]);
    // A field without a date constrains nothing: the URL keeps no half-filter.
    return field === undefined || (start === null && end === null) ? { start, end } : { start, end, field };
  },
  serialize: (value) => {
    const entries: [string, string][] = [];
    if (value.start !== null) entries.push([DATE_PARAMS.start, value.start]);
    if (value.end !== null) entries.push([DATE_PARAMS.end, value.end]);
    if (entries.length > 0 && value.field !== undefined) entries.push([DATE_PARAMS.field, value.field]);
    return entries;
  },
  test: datesTest,
  // `<start>..<end>`, either side possibly empty, then `..<field>` when the field is not `created`.
  chipValues: (value) =>
    value.start === null && value.end === null
      ? []
      : [[value.start ?? '', value.end ?? '', ...(value.field ? [value.field] : [])].join('..')],
  chipLabel: (value) => {
    const [start = '', end = '', field] = value.split('..');
    const dates: DateFilter = { start: start || null, end: end || null };
    const known = dateFieldOf(field);
    return dateChipLabel(known === undefined ? dates : { ...dates, field: known });
  },
  without: () => NO_DATES,
  section: 'dates',
  legend: 'Date',
  control: 'dateRange',
  options: optionsOf(DATE_FIELDS, DATE_FIELD_LABELS),
};
