import { isHealthKey } from '../health.ts';
import {
  isActivationFilter,
  isInstallationStatus,
  isPreparedStatus,
  isReadinessLabel,
  isSiteStatus,
} from '../statuses.ts';
import type { FilterGroup, FilterState } from './filter-state.ts';
import { EMPTY_FILTER_STATE, SITE_ATTRIBUTES, TRADING_ATTRIBUTES } from './filter-state.ts';
import { isLocalDate } from './local-date.ts';

/**
 * URL search-param names of each group. Lists repeat their param (`?fleet=A&fleet=B`); dates are `yyyy-MM-dd`,
 * named like the sites call's query so a shared link reads the same as the request it causes.
 */
export const FILTER_PARAMS = {
  activation: 'activation_status',
  currentStatus: 'current_status',
  installationStatus: 'installation_status',
  preparedStatus: 'prepared_status',
  datesStart: 'creation_start_date',
  datesEnd: 'creation_end_date',
  fleets: 'fleet',
  siteAttributes: 'site_attribute',
  tradingAttributes: 'trading_attribute',
  readiness: 'readiness',
  tso: 'tso',
  problems: 'problem',
  health: 'health',
} as const;

const FILTER_PARAM_NAMES: ReadonlySet<string> = new Set(Object.values(FILTER_PARAMS));

export function isFilterParam(name: string): boolean {
  return FILTER_PARAM_NAMES.has(name);
}

export interface ParseFilterOptions {
  /**
   * The groups the screen offers (e.g. those of its row type); params of other groups are dropped, so a hand-made
   * link cannot apply a filter the screen neither shows nor lets the user remove. By default every group.
   */
  readonly groups?: readonly FilterGroup[];
  /** Restricts the accepted problem codes, e.g. to one list's catalogue; by default any UPPER_SNAKE code. */
  readonly problemCodes?: readonly string[];
}

const MAX_TEXT_LENGTH = 200;
const PROBLEM_CODE = /^[A-Z][A-Z0-9_]*$/;

function isText(value: string): boolean {
  return value.trim() !== '' && value.length <= MAX_TEXT_LENGTH;
}

/** Valid values of one list param, first occurrence kept, in URL order. */
function listParam<T extends string>(
  params: URLSearchParams,
  name: string,
  valid: (value: string) => value is T,
): T[];
function listParam(params: URLSearchParams, name: string, valid: (value: string) => boolean): string[];
function listParam(params: URLSearchParams, name: string, valid: (value: string) => boolean): string[] {
  return [...new Set(params.getAll(name).filter(valid))];
}

function singleDate(params: URLSearchParams, name: string): string | null {
  return params.getAll(name).find(isLocalDate) ?? null;
}

function oneOf<T extends string>(values: readonly T[]): (value: string) => value is T {
  return (value): value is T => (values as readonly string[]).includes(value);
}

/** The filter state a URL describes. Unknown params, unknown values and malformed dates are dropped. */
export function filterStateFromSearchParams(
  params: URLSearchParams,
  options: ParseFilterOptions = {},
): FilterState {
  const allowedProblems = options.problemCodes ? new Set(options.problemCodes) : null;
  const isProblem = (value: string) =>
    PROBLEM_CODE.test(value) && (allowedProblems === null || allowedProblems.has(value));
  const state: FilterState = {
    activation: listParam(params, FILTER_PARAMS.activation, isActivationFilter),
    currentStatus: listParam(params, FILTER_PARAMS.currentStatus, isSiteStatus),
    installationStatus: listParam(params, FILTER_PARAMS.installationStatus, isInstallationStatus),
    preparedStatus: params.getAll(FILTER_PARAMS.preparedStatus).find(isPreparedStatus) ?? null,
    dates: {
      start: singleDate(params, FILTER_PARAMS.datesStart),
      end: singleDate(params, FILTER_PARAMS.datesEnd),
    },
    fleets: listParam(params, FILTER_PARAMS.fleets, isText),
    siteAttributes: listParam(params, FILTER_PARAMS.siteAttributes, oneOf(SITE_ATTRIBUTES)),
    tradingAttributes: listParam(params, FILTER_PARAMS.tradingAttributes, oneOf(TRADING_ATTRIBUTES)),
    readiness: listParam(params, FILTER_PARAMS.readiness, isReadinessLabel),
    tso: listParam(params, FILTER_PARAMS.tso, isText),
    problems: listParam(params, FILTER_PARAMS.problems, isProblem),
    health: listParam(params, FILTER_PARAMS.health, isHealthKey),
  };
  if (!options.groups) return state;
  const offered = new Set<FilterGroup>(options.groups);
  const dropped = (Object.keys(state) as FilterGroup[]).filter((group) => !offered.has(group));
  return Object.assign(state, ...dropped.map((group) => ({ [group]: EMPTY_FILTER_STATE[group] })));
}

/**
 * The URL params of a state. Params of `keep` that are not filter params (a page number, a search text) are carried
 * over first; its filter params are replaced by the state's.
 */
export function filterStateToSearchParams(
  state: Partial<FilterState>,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of keep) {
    if (!isFilterParam(name)) params.append(name, value);
  }
  const full: FilterState = { ...EMPTY_FILTER_STATE, ...state };
  const appendAll = (name: string, values: readonly string[]) => {
    for (const value of values) params.append(name, value);
  };
  appendAll(FILTER_PARAMS.activation, full.activation);
  appendAll(FILTER_PARAMS.currentStatus, full.currentStatus);
  appendAll(FILTER_PARAMS.installationStatus, full.installationStatus);
  if (full.preparedStatus) params.append(FILTER_PARAMS.preparedStatus, full.preparedStatus);
  if (full.dates.start !== null) params.append(FILTER_PARAMS.datesStart, full.dates.start);
  if (full.dates.end !== null) params.append(FILTER_PARAMS.datesEnd, full.dates.end);
  appendAll(FILTER_PARAMS.fleets, full.fleets);
  appendAll(FILTER_PARAMS.siteAttributes, full.siteAttributes);
  appendAll(FILTER_PARAMS.tradingAttributes, full.tradingAttributes);
  appendAll(FILTER_PARAMS.readiness, full.readiness);
  appendAll(FILTER_PARAMS.tso, full.tso);
  appendAll(FILTER_PARAMS.problems, full.problems);
  appendAll(FILTER_PARAMS.health, full.health);
  return params;
}
