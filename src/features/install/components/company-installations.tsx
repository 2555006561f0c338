import { HomeRepairServiceIcon } from '../../../components/icons/home-repair-service.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiClient } from '../../../api/use-api-client.ts';
import { Can } from '../../../auth/can.tsx';
import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { LazyFilterDateRange } from '../../../components/filter-date-range-lazy.tsx';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { ListFilterFrame } from '../../../components/list-screen/list-filter-frame.tsx';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListSearch } from '../../../components/list-screen/list-search.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { OutlinedField } from '../../../components/outlined-field.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { paths } from '../../../config/paths.ts';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { firstUnmetStep, STEP_INFO } from '../../../domain/install/commissioning.ts';
import type { CompanyInstallation } from '../../../domain/install/company-installations.rules.ts';
import {
  COMPANY_INSTALLATIONS_LIST_MODULE,
  INSTALLATION_PROBLEM_CHOICES,
} from '../../../domain/install/company-installations.list.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { INSTALLATION_STATUSES, INSTALLATION_STATUS_LABELS } from '../../../domain/sites/statuses.ts';
import { problemName } from '../../../components/problem-words.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { t } from '../../../i18n/i18n.ts';
import { installationStatusText } from './install-words.ts';
import { listCompanyInstallations, useCompanyInstallations } from '../api/list-company-installations.ts';
import { useCompanyInstallers } from '../api/list-company-installers.ts';
import { CommissioningSteps } from './commissioning-steps.tsx';

const MODULE = COMPANY_INSTALLATIONS_LIST_MODULE;
// The filters' options and chips, in the language shown (made when the list draws).
const problemOptions = () =>
  INSTALLATION_PROBLEM_CHOICES.map((value) => ({
    value,
    label: value === 'STUCK' ? t('install.problem.stuck') : problemName(value),
  }));
const statusOptions = () =>
  INSTALLATION_STATUSES.map((value) => ({ value, label: installationStatusText(value) }));
const CHIP_LABELS = {
  problemLabel: (code: string) => (code === 'STUCK' ? t('install.chip.stuck') : problemName(code)),
};

export interface CompanyInstallationsProps {
  readonly companyUuid: string;
  /** An installer's list shows their own installations unless they choose everyone's. */
  readonly mineByDefault: boolean;
  /** The installer column (the company admin view). */
  readonly showInstaller?: boolean;
  /** What a row offers besides its links (the company admin view: reassign), in a last column. */
  readonly rowActions?: (row: CompanyInstallation) => ReactNode;
}

const CSV_COLUMNS = [
  { header: () => t('csv.installations.name'), cell: (row: CompanyInstallation) => row.name },
  {
    header: () => t('csv.installations.status'),
    cell: (row: CompanyInstallation) => INSTALLATION_STATUS_LABELS[row.status],
  },
  {
    header: () => t('csv.installations.created'),
    instant: true,
    cell: (row: CompanyInstallation) => row.created,
  },
  { header: () => t('csv.installations.hemsProvider'), cell: (row: CompanyInstallation) => row.hemProvider },
  { header: () => t('csv.installations.hemsId'), cell: (row: CompanyInstallation) => row.hemsId },
  { header: () => t('csv.installations.gatewayId'), cell: (row: CompanyInstallation) => row.gatewayId },
  {
    header: () => t('csv.installations.installer'),
    cell: (row: CompanyInstallation) => row.installer?.name ?? '',
  },
  {
    header: () => t('csv.installations.stuckAt'),
    cell: (row: CompanyInstallation) => {
      const step = firstUnmetStep(row.commissioning);
      return step === null ? '' : STEP_INFO[step].label;
    },
  },
  {
    header: () => t('csv.installations.problems'),
    cell: (row: CompanyInstallation) => row.problems.join('; '),
  },
  {
    header: () => t('csv.installations.siteUserReference'),
    cell: (row: CompanyInstallation) => row.site?.userReference ?? '',
  },
] as const;

/** An activated installation's chargers, each opening in the install area (/install/evses/…). */
function InstallationChargers({ row }: { readonly row: CompanyInstallation }) {
  const site = row.site;
  if (site === null || row.chargers.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('install.chargersOf', { name: row.name })}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {row.chargers.map((charger) => (
        <li key={charger.evseUuid}>
          <Link
            variant="body2"
            component={RouterLink}
            to={paths.installEvseOverview({ subUuid: site.subscription, evseUuid: charger.evseUuid })}
          >
            {charger.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}

type Column = ListColumn<CompanyInstallation, never>;

const installationColumn = (): Column => ({
  id: 'installation',
  label: t('install.column.installation'),
  cell: (row) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {row.hemProvider}: {row.hemsId} · {t('install.gateway', { id: row.gatewayId })}
      </Typography>
      {row.site === null ? null : (
        <Can operation="getSite">
          <Link component={RouterLink} to={paths.site({ subUuid: row.site.subscription })}>
            {t('install.site', { reference: row.site.userReference })}
          </Link>
        </Can>
      )}
    </>
  ),
});
const statusColumn = (): Column => ({
  id: 'status',
  label: t('install.column.status'),
  cell: (row) => (
    <>
      {installationStatusText(row.status)}
      <InstallationChargers row={row} />
    </>
  ),
});
const installerColumn = (): Column => ({
  id: 'installer',
  label: t('install.column.installer'),
  cell: (row) => row.installer?.name ?? t('install.noLongerStaff'),
});
const commissioningColumn = (): Column => ({
  id: 'commissioning',
  label: t('install.column.commissioning'),
  // The checklist needs its width: the cell is never narrower than it.
  cell: (row) => (
    <Box sx={{ minWidth: 280 }}>
      <CommissioningSteps row={row} />
    </Box>
  ),
});
/**
 * A problem as a small warning tag, drawn as MUI's small filled Chip is (a Chip would bring its chunk into the
 * route's JS for a label that does nothing).
 */
const PROBLEM_TAG_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  px: 1,
  borderRadius: 3,
  bgcolor: 'warning.main',
  color: 'warning.contrastText',
  typography: 'body2',
  fontSize: '0.8125rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
} as const;
const problemsColumn = (): Column => ({
  id: 'problems',
  label: t('install.column.problems'),
  cell: (row) => (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {row.problems.map((code) => (
        <Box key={code} component="span" sx={PROBLEM_TAG_SX}>
          {problemName(code)}
        </Box>
      ))}
    </Stack>
  ),
});
const createdColumn = (): Column => ({
  id: 'created',
  label: t('install.column.created'),
  cell: (row) => displayDateTime(row.created),
});

/**
 * A company's installations on the kit's list screen: server-paged and filtered (status, problem, installer,
 * created date, search), each row with its commissioning checklist, the stuck reason and its link, and its
 * installation problems. Every state lives in the URL.
 */
export function CompanyInstallations({
  companyUuid,
  mineByDefault,
  showInstaller = false,
  rowActions,
}: CompanyInstallationsProps) {
  useT();
  const installers = useCompanyInstallers(companyUuid);
  const [datesAsked, setDatesAsked] = useState(false);
  const context = useMemo(() => ({ mineByDefault }), [mineByDefault]);
  const list = useListScreen(MODULE, { context });
  const { state } = list.url;
  const query = list.request;
  const installations = useCompanyInstallations(companyUuid, query);
  const api = useApiClient();
  const queryKey = JSON.stringify(query);
  const fetchPage = useCallback(
    async (page: number | undefined) => {
      const answer = await listCompanyInstallations(api, companyUuid, {
        ...(JSON.parse(queryKey) as typeof query),
        page: page ?? 1,
      });
      return {
        rows: answer.installations,
        next: answer.page < answer.countPages ? answer.page + 1 : undefined,
        total: answer.countTotal,
      };
    },
    [api, companyUuid, queryKey],
  );
  const installer = state.filters.installer ?? (mineByDefault ? 'mine' : 'all');
  const setFilters = list.setFilters;
  const data = installations.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined || data.countTotal === 0
      ? ''
      : t('install.range', {
          first: formatCount(first),
          last: formatCount(first + data.installations.length - 1),
          total: formatCount(data.countTotal),
          found: list.filtered ? t('install.found') : '',
        });
  const columns = [
    installationColumn(),
    statusColumn(),
    ...(showInstaller ? [installerColumn()] : []),
    commissioningColumn(),
    problemsColumn(),
    createdColumn(),
  ];
  return (
    <ListScreen
      list={list}
      query={installations}
      rows={data?.installations}
      rowId={(row) => row.uuid}
      columns={columns}
      table={{ label: t('install.table'), loadingLabel: t('install.loading'), skeletonRows: 5 }}
      what={t('install.what')}
      errorTitle={t('install.failed')}
      search={
        <ListSearch list={list} label={t('install.search')} placeholder={t('install.searchPlaceholder')} />
      }
      // The panel was always open: it still is at first, beside the table from md up (the rows stay in view).
      filters={{
        initiallyOpen: true,
        panel: (
          <ListFilterFrame label={t('install.filters')} onReset={list.reset} resetDisabled={!list.filtered}>
            <Stack spacing={1}>
              <FilterCheckboxGroup
                legend={t('install.legend.status')}
                options={statusOptions()}
                value={state.filters.installationStatus}
                onChange={(next) => setFilters({ ...state.filters, installationStatus: next })}
              />
              <FilterCheckboxGroup
                legend={t('install.legend.problems')}
                options={problemOptions()}
                value={state.filters.problems}
                onChange={(next) => setFilters({ ...state.filters, problems: next })}
                row={false}
              />
              {/* The installer: mine, everyone, or a colleague by name (the company's installer users). */}
              {/* A native select in the portal's outlined field: TextField would bring Select, Menu and Popper into the
                  route's JS, MUI's NativeSelect its standard Input and arrow icon, and OutlinedInput its InputBase
                  (the browser draws the arrow). */}
              <OutlinedField label={t('install.installer')} htmlFor="installations-installer">
                <select
                  id="installations-installer"
                  value={installer}
                  onChange={(event) => setFilters({ ...state.filters, installer: event.target.value })}
                >
                  <option value="mine">{t('install.installer.mine')}</option>
                  <option value="all">{t('install.installer.all')}</option>
                  {installer !== 'mine' &&
                  installer !== 'all' &&
                  !(installers.data?.installers ?? []).some((person) => person.id === installer) ? (
                    <option value={installer}>{t('install.installer.other', { id: installer })}</option>
                  ) : null}
                  {(installers.data?.installers ?? []).map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                    </option>
                  ))}
                </select>
              </OutlinedField>
              {/* The date pickers are the heaviest part of the page (route JS): they load when asked for, or at
                  once when the link already holds dates. */}
              {datesAsked || state.filters.dates.start !== null || state.filters.dates.end !== null ? (
                <LazyFilterDateRange
                  legend={t('install.legend.created')}
                  value={state.filters.dates}
                  onChange={(dates) => setFilters({ ...state.filters, dates })}
                />
              ) : (
                <Button variant="outlined" size="small" onClick={() => setDatesAsked(true)}>
                  {t('install.byCreated')}
                </Button>
              )}
            </Stack>
          </ListFilterFrame>
        ),
      }}
      chips
      chipLabels={CHIP_LABELS}
      csv={
        <CsvExportButton
          name={`installations-${data?.company.name ?? 'company'}`}
          columns={CSV_COLUMNS}
          fetchPage={fetchPage}
          what={t('install.what')}
          disabled={data === undefined}
        />
      }
      empty={{
        icon: <HomeRepairServiceIcon fontSize="inherit" />,
        title: t(list.filtered ? 'install.noMatch' : 'install.none'),
        clearLabel: t('install.clear'),
        text: t(list.filtered ? 'install.noMatchText' : 'install.noneText'),
      }}
      pages={<ListPages list={list} label={t('install.pages')} of={data} description={description} />}
      {...(rowActions === undefined ? {} : { rowActions: { label: t('install.actions'), cell: rowActions } })}
    />
  );
}
