import { HomeRepairServiceIcon } from '../../../components/icons/home-repair-service.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiClient } from '../../../api/use-api-client.ts';
import { Can } from '../../../auth/can.tsx';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { LazyFilterDateRange } from '../../../components/filter-date-range-lazy.tsx';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { AnswerPagination } from '../../../components/list-pagination.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useListUrl } from '../../../components/use-list-url.ts';
import { paths } from '../../../config/paths.ts';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { activeGroups } from '../../../domain/filter-table/filter-groups.ts';
import { firstUnmetStep, STEP_INFO } from '../../../domain/install/commissioning.ts';
import type { CompanyInstallation } from '../../../domain/install/company-installations.rules.ts';
import {
  COMPANY_INSTALLATIONS_LIST_MODULE,
  INSTALLATION_PROBLEM_CHOICES,
} from '../../../domain/install/company-installations.list.ts';
import { listRequest } from '../../../domain/lists/list-module.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { problemTitle } from '../../../domain/problems/problems.ts';
import { INSTALLATION_STATUSES, INSTALLATION_STATUS_LABELS } from '../../../domain/sites/statuses.ts';
import { listCompanyInstallations, useCompanyInstallations } from '../api/list-company-installations.ts';
import { useCompanyInstallers } from '../api/list-company-installers.ts';
import { CommissioningSteps } from './commissioning-steps.tsx';

const MODULE = COMPANY_INSTALLATIONS_LIST_MODULE;
const PROBLEM_OPTIONS = INSTALLATION_PROBLEM_CHOICES.map((value) => ({
  value,
  label: value === 'STUCK' ? 'Stuck (a checklist step is unmet)' : problemTitle(value),
}));
const STATUS_OPTIONS = INSTALLATION_STATUSES.map((value) => ({
  value,
  label: INSTALLATION_STATUS_LABELS[value],
}));
const problemChipLabel = (code: string) => (code === 'STUCK' ? 'Stuck' : problemTitle(code));

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
  { header: 'Name', cell: (row: CompanyInstallation) => row.name },
  { header: 'Status', cell: (row: CompanyInstallation) => INSTALLATION_STATUS_LABELS[row.status] },
  { header: 'Created', cell: (row: CompanyInstallation) => row.created },
  { header: 'HEMS provider', cell: (row: CompanyInstallation) => row.hemProvider },
  { header: 'HEMS id', cell: (row: CompanyInstallation) => row.hemsId },
  { header: 'Gateway id', cell: (row: CompanyInstallation) => row.gatewayId },
  { header: 'Installer', cell: (row: CompanyInstallation) => row.installer?.name ?? '' },
  {
    header: 'Stuck at',
    cell: (row: CompanyInstallation) => {
      const step = firstUnmetStep(row.commissioning);
      return step === null ? '' : STEP_INFO[step].label;
    },
  },
  { header: 'Problems', cell: (row: CompanyInstallation) => row.problems.join('; ') },
  { header: 'Site user reference', cell: (row: CompanyInstallation) => row.site?.userReference ?? '' },
] as const;

/** An activated installation's chargers, each opening in the install area (/install/evses/…). */
function InstallationChargers({ row }: { readonly row: CompanyInstallation }) {
  const site = row.site;
  if (site === null || row.chargers.length === 0) return null;
  return (
    <Box component="ul" aria-label={`Chargers of ${row.name}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
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

/**
 * A company's installations: server-paged and filtered (status, problem, installer, created date,
 * search), each row with its commissioning checklist, the stuck reason and its link, and its installation problems.
 * Every state lives in the URL.
 */
export function CompanyInstallations({
  companyUuid,
  mineByDefault,
  showInstaller = false,
  rowActions,
}: CompanyInstallationsProps) {
  const installers = useCompanyInstallers(companyUuid);
  const [datesAsked, setDatesAsked] = useState(false);
  const { state, dispatch, hrefFor } = useListUrl(MODULE.list);
  const context = useMemo(() => ({ mineByDefault }), [mineByDefault]);
  const query = listRequest(MODULE, state, context);
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
  const filtered = activeGroups(state.filters).length > 0 || state.text.trim() !== '';
  const installer = state.filters.installer ?? (mineByDefault ? 'mine' : 'all');
  const setFilters = (filters: typeof state.filters) => dispatch({ type: 'setFilters', filters });
  const data = installations.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined || data.countTotal === 0
      ? ''
      : `Installations ${formatCount(first)}–${formatCount(first + data.installations.length - 1)} of ${formatCount(data.countTotal)}${filtered ? ' found' : ''}`;
  const columns = [
    { label: 'Installation' },
    { label: 'Status' },
    ...(showInstaller ? [{ label: 'Installer' }] : []),
    { label: 'Commissioning' },
    { label: 'Problems' },
    { label: 'Created' },
    ...(rowActions ? [{ label: 'Actions' }] : []),
  ];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <SearchField
          value={state.text}
          onSearch={(text) => dispatch({ type: 'setText', text })}
          label="Search installations"
          placeholder="Name, HEMS id or gateway id"
        />
        <Box sx={{ flexGrow: 1 }} />
        <CsvExportButton
          name={`installations-${data?.company.name ?? 'company'}`}
          columns={CSV_COLUMNS}
          fetchPage={fetchPage}
          what="the installations"
          disabled={data === undefined}
        />
      </Stack>
      <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2} sx={{ alignItems: { xl: 'flex-start' } }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label="Installation filters"
          sx={{ p: 2, minWidth: 260 }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
              Filters
            </Typography>
            <Button size="small" onClick={() => dispatch({ type: 'reset' })} disabled={!filtered}>
              Reset
            </Button>
          </Stack>
          <Stack spacing={1}>
            <FilterCheckboxGroup
              legend="Status"
              options={STATUS_OPTIONS}
              value={state.filters.installationStatus}
              onChange={(next) => setFilters({ ...state.filters, installationStatus: next })}
            />
            <FilterCheckboxGroup
              legend="Problems"
              options={PROBLEM_OPTIONS}
              value={state.filters.problems}
              onChange={(next) => setFilters({ ...state.filters, problems: next })}
              row={false}
            />
            {/* The installer: mine, everyone, or a colleague by name (the company's installer users). */}
            {/* A native select: TextField would bring Select, Menu and Popper into the route's JS. */}
            <FormControl size="small">
              <InputLabel htmlFor="installations-installer" shrink>
                Installer
              </InputLabel>
              <NativeSelect
                inputProps={{ id: 'installations-installer' }}
                value={installer}
                onChange={(event) => setFilters({ ...state.filters, installer: event.target.value })}
                input={<OutlinedInput label="Installer" notched />}
              >
                <option value="mine">Mine</option>
                <option value="all">Everyone</option>
                {installer !== 'mine' &&
                installer !== 'all' &&
                !(installers.data?.installers ?? []).some((person) => person.id === installer) ? (
                  <option value={installer}>Installer {installer}</option>
                ) : null}
                {(installers.data?.installers ?? []).map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            {/* The date pickers are the heaviest part of the page (route JS): they load when asked for, or at once
                when the link already holds dates. */}
            {datesAsked || state.filters.dates.start !== null || state.filters.dates.end !== null ? (
              <LazyFilterDateRange
                legend="Created"
                value={state.filters.dates}
                onChange={(dates) => setFilters({ ...state.filters, dates })}
              />
            ) : (
              <Button variant="outlined" size="small" onClick={() => setDatesAsked(true)}>
                Filter by created date
              </Button>
            )}
          </Stack>
        </Paper>
        <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <FilterChips
            value={state.filters}
            onChange={(filters) => setFilters(filters)}
            labels={{ problemLabel: problemChipLabel }}
          />
          {installations.status === 'error' ? (
            <LoadErrorAlert
              title="Could not load the installations"
              error={installations.error}
              onRetry={installations.retry}
            />
          ) : data !== undefined && data.installations.length === 0 ? (
            <MessagePanel
              icon={<HomeRepairServiceIcon fontSize="inherit" />}
              title={filtered ? 'No installation matches' : 'No installations'}
              titleAs="h2"
              actions={
                filtered ? (
                  <Button variant="outlined" onClick={() => dispatch({ type: 'reset' })}>
                    Clear search and filters
                  </Button>
                ) : undefined
              }
            >
              {filtered
                ? 'No installation matches the search and filters. Change or clear them.'
                : 'This company has no installation yet.'}
            </MessagePanel>
          ) : (
            <>
              <DataTable
                label="Installations"
                columns={columns}
                loading={data === undefined}
                loadingLabel="Loading the installations"
                skeletonRows={5}
              >
                {(data?.installations ?? []).map((row) => (
                  <TableRow key={row.uuid}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {row.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {row.hemProvider}: {row.hemsId} · Gateway {row.gatewayId}
                      </Typography>
                      {row.site === null ? null : (
                        <Can operation="getSite">
                          <Link component={RouterLink} to={paths.site({ subUuid: row.site.subscription })}>
                            Site {row.site.userReference}
                          </Link>
                        </Can>
                      )}
                    </TableCell>
                    <TableCell>
                      {INSTALLATION_STATUS_LABELS[row.status]}
                      <InstallationChargers row={row} />
                    </TableCell>
                    {showInstaller ? <TableCell>{row.installer?.name ?? 'No longer staff'}</TableCell> : null}
                    <TableCell sx={{ minWidth: 280 }}>
                      <CommissioningSteps row={row} />
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                        {row.problems.map((code) => (
                          <Chip key={code} size="small" color="warning" label={problemTitle(code)} />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell>{displayDateTime(row.created)}</TableCell>
                    {rowActions ? <TableCell>{rowActions(row)}</TableCell> : null}
                  </TableRow>
                ))}
              </DataTable>
              <AnswerPagination
                answer={data}
                hrefFor={(page) => hrefFor({ type: 'setPage', page })}
                description={description}
                label="Installation pages"
              />
            </>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
