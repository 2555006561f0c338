import type { CompanyInstallationsQuery } from './company-installations.rules.ts';
import { sortedChoices, type ListModule } from '../lists/list-module.ts';
import { normalizeSearchText } from '../lists/search-text.ts';
import { DATES_GROUP, filterTable } from '../filters/group-kinds.ts';
import { SITES_FILTER_GROUPS } from '../sites/sites.filters.ts';
import { INSTALL_FILTER_GROUPS } from './install.filters.ts';

/*
 * A company's installations (listCompanyInstallations): status, problem (the SPEC §4 installation
 * problems and STUCK), installer and created date, all narrowed by the server; the search covers the name, the HEMS
 * id and the gateway id. The rule a server applies is `filterCompanyInstallations`
 * (domain/install/company-installations.rules.ts).
 */

export type CompanyInstallationsGroup = 'installationStatus' | 'problems' | 'installer' | 'dates';
const INSTALLATION_GROUPS: readonly CompanyInstallationsGroup[] = [
  'installationStatus',
  'problems',
  'installer',
  'dates',
];

/** Besides the list state: whether the list shows the caller's own installations by default (an installer's). */
export interface CompanyInstallationsContext {
  readonly mineByDefault: boolean;
}

/** The problem filter's choices: the installation problems of SPEC §4, then STUCK (an unmet checklist step). */
export const INSTALLATION_PROBLEM_CHOICES = [
  'STUCK',
  'INSTALLATION_DUPLICATE',
  'PENDING_ACTIVATION',
  'OLDER_THAN_30_DAYS',
] as const;
type ProblemChoice = (typeof INSTALLATION_PROBLEM_CHOICES)[number];
const isProblemChoice = (value: string): value is ProblemChoice =>
  (INSTALLATION_PROBLEM_CHOICES as readonly string[]).includes(value);

export const COMPANY_INSTALLATIONS_LIST_MODULE: ListModule<
  CompanyInstallationsGroup,
  never,
  CompanyInstallationsQuery,
  CompanyInstallationsContext
> = {
  name: 'company-installations',
  list: {
    groups: INSTALLATION_GROUPS,
    table: filterTable(INSTALLATION_GROUPS, INSTALL_FILTER_GROUPS, SITES_FILTER_GROUPS, {
      dates: DATES_GROUP,
    }),
  },
  params: {
    page: 'int',
    text: 'one',
    status: 'many',
    problem: 'many',
    installer: 'one',
    creation_start_date: 'one',
    creation_end_date: 'one',
  },
  server: {
    installationStatus: {
      params: ['status'],
      query: (value) => (value.length === 0 ? {} : { status: sortedChoices(value) }),
    },
    problems: {
      params: ['problem'],
      query: (value) => {
        const codes = value.filter(isProblemChoice);
        return codes.length === 0 ? {} : { problem: sortedChoices(codes) };
      },
    },
    // `all` and the default of a person who is not an installer send nothing; the default of an installer is `mine`.
    installer: {
      params: ['installer'],
      query: (value, { mineByDefault }) => {
        const chosen = value ?? (mineByDefault ? 'mine' : 'all');
        return chosen === 'all' ? {} : { installer: chosen };
      },
    },
    dates: {
      params: ['creation_start_date', 'creation_end_date'],
      query: (value) => {
        const first = value.start ?? value.end;
        const last = value.end ?? value.start;
        return first === null || last === null || value.field !== undefined
          ? {}
          : { creation_start_date: first, creation_end_date: last };
      },
    },
  },
  base: (state, { mineByDefault }) => {
    const query: CompanyInstallationsQuery = {};
    if (state.page > 1) query.page = state.page;
    const text = normalizeSearchText(state.text);
    if (text !== '') query.text = text;
    // The installer group's default applies even when the URL does not hold the group.
    if (state.filters.installer === undefined && mineByDefault) query.installer = 'mine';
    return query;
  },
};
