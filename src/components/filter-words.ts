import type { FilterChip } from '../domain/filters/chip-values.ts';
import type { FilterGroup } from '../domain/filters/filter-state.ts';
import type { FilterOption } from '../domain/filters/group-kinds.ts';
import { siteStatusLabel } from '../domain/sites/sites-display.ts';
import { tOr } from '../i18n/i18n.ts';

/*
 * The filter table's words in the language shown. The table (src/domain/*\/*.filters.ts) declares its legends,
 * options and chips in English, the engine's and the URL's own words; the panel and the chips look each up in the
 * filter words (`filters.<legend|option|chip>.<group>[.<value>]`, src/i18n/catalogues/filters.en.ts) and keep the
 * table's English where there is no message yet.
 */

/** A group's legend (its section's title in the panel). */
export const legendText = (group: FilterGroup, english: string): string =>
  tOr(`filters.legend.${group}`, english);

/** The options of a group with their labels in the language shown. */
export const optionsText = (group: FilterGroup, options: readonly FilterOption[]): FilterOption[] =>
  options.map((option) => ({
    ...option,
    label: tOr(`filters.option.${group}.${option.value}`, option.label),
  }));

/** A chip's label: its value's own message, else the group's with the value (`Fleet: {value}`), else the table's. */
export const chipText = (chip: FilterChip): string =>
  tOr(
    `filters.chip.${chip.group}.${chip.value}`,
    tOr(`filters.chip.${chip.group}`, chip.label, { value: chip.value }),
  );

/** A site's status in the language shown (a status outside the catalogue as the table writes it). */
export const siteStatusText = (status: string): string =>
  tOr(`lists.siteStatus.${status}`, siteStatusLabel(status));
