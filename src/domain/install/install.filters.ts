import { catalogueGroup, optionsOf, type FilterGroupTable } from '../filters/group-kinds.ts';
import { installerTest, statusTest } from '../filters/row-tests.ts';
import {
  INSTALLATION_STATUSES,
  INSTALLATION_STATUS_LABELS,
  PREPARED_STATUSES,
  isInstallationStatus,
  isPreparedStatus,
  type InstallationStatus,
  type PreparedStatus,
} from '../sites/statuses.ts';

/* The installations' filter groups: installation status, a prepared installation's status, and the installer. */
declare module '../filters/filter-state.ts' {
  interface FilterState {
    /** Installation statuses, matched against `status` (prepared-installation rows). */
    readonly installationStatus: readonly InstallationStatus[];
    /** Single choice; choosing the chosen option again clears it. */
    readonly preparedStatus: PreparedStatus | null;
    /**
     * A company's installations: whose installations — `mine` (the caller's), `all`, or an installer's
     * staff user id; null: the list's default (`mine` for an installer, everyone's otherwise).
     */
    readonly installer: string | null;
  }
}

declare module '../filters/filter-row.ts' {
  interface GroupNeeds {
    installationStatus: { status: InstallationStatus };
    preparedStatus: { status: InstallationStatus };
    installer: { installerId: string };
  }
}

const INSTALLER_ID = /^[A-Za-z0-9._:@-]{1,100}$/;
/** The installer filter's fixed choices; any other valid value is an installer's staff user id. */
export const INSTALLER_CHOICES = ['mine', 'all'] as const;
export const INSTALLER_CHOICE_LABELS: Readonly<Record<string, string>> = { mine: 'mine', all: 'everyone' };
export const isInstallerChoice = (value: string): boolean => INSTALLER_ID.test(value);

/** This area's groups, for the composed table (domain/filter-table/filter-groups.ts). */
export const INSTALL_FILTER_GROUPS: Pick<
  FilterGroupTable,
  'installationStatus' | 'preparedStatus' | 'installer'
> = {
  installationStatus: catalogueGroup<InstallationStatus>({
    param: 'installation_status',
    values: INSTALLATION_STATUSES,
    labels: INSTALLATION_STATUS_LABELS,
    test: statusTest,
    section: 'installationStatus',
    legend: 'Installations Status',
    control: 'checkboxes',
  }),
  preparedStatus: {
    params: ['prepared_status'],
    empty: null,
    parse: (params) => params.getAll('prepared_status').find(isPreparedStatus) ?? null,
    serialize: (value) => (value === null ? [] : [['prepared_status', value]]),
    test: (value) => (value ? statusTest([value]) : null),
    chipValues: (value) => (value === null ? [] : [value]),
    chipLabel: (value) => (isInstallationStatus(value) ? INSTALLATION_STATUS_LABELS[value] : value),
    without: (value, chipValue) => (value === chipValue ? null : value),
    section: 'preparedStatus',
    legend: 'Prepared Status',
    control: 'singleChoice',
    options: optionsOf(PREPARED_STATUSES, INSTALLATION_STATUS_LABELS),
  },
  installer: {
    params: ['installer'],
    empty: null,
    parse: (params) => params.getAll('installer').find(isInstallerChoice) ?? null,
    serialize: (value) => (value === null ? [] : [['installer', value]]),
    test: installerTest,
    chipValues: (value) => (value === null ? [] : [value]),
    chipLabel: (value) => `Installer: ${INSTALLER_CHOICE_LABELS[value] ?? value}`,
    without: () => null,
    section: 'installer',
    legend: 'Installer',
    control: 'singleChoice',
    options: optionsOf(INSTALLER_CHOICES, INSTALLER_CHOICE_LABELS),
  },
};
