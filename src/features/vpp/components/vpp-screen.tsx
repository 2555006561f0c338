import { HubIcon } from '../../../components/icons/hub.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../auth/use-can.ts';
import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { AnswerPagination } from '../../../components/list-pagination.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { useListUrl } from '../../../components/use-list-url.ts';
import { activeGroups, specOf } from '../../../domain/filter-table/filter-groups.ts';
import { listRequest } from '../../../domain/lists/list-module.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { VPP_LIST_MODULE } from '../../../domain/vpp/vpp.list.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useVppSites, type VppSite } from '../api/list-vpp-sites.ts';
import { VppEnrolmentDialog } from './vpp-enrolment-dialog.tsx';
import { VppPoolSummary } from './vpp-pool-summary.tsx';
import { VppSitesTable } from './vpp-sites-table.tsx';

/**
 * /install/vpp: the pool by TSO, then every site with what holds it back — server-paged, filtered
 * by enrolment state, TSO and assets and searched, all of it in the URL; enrol or withdraw a site (vpp:write,
 * confirmed). A blocked site offers no enrol and says why.
 */
export function VppScreen() {
  const { state, dispatch, hrefFor } = useListUrl(VPP_LIST_MODULE.list);
  const sites = useVppSites(listRequest(VPP_LIST_MODULE, state, null));
  const mayEnrol = useCan('enrolVppSite');
  const mayWithdraw = useCan('withdrawVppSite');
  const [changing, setChanging] = useState<{ site: VppSite; action: 'enrol' | 'withdraw' } | null>(null);
  const [notice, setNotice] = useState('');
  const data = sites.data;
  const filtered = activeGroups(state.filters).length > 0 || state.text.trim() !== '';
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined
      ? ''
      : data.countTotal === 0
        ? '0 sites'
        : `Sites ${formatCount(first)}–${formatCount(first + data.sites.length - 1)} of ${formatCount(data.countTotal)}${filtered ? ' found' : ''}`;
  const optionsOf = (group: (typeof VPP_LIST_MODULE.list.groups)[number]) =>
    group === 'tso'
      ? (data?.tsos ?? []).map((tso) => ({ value: tso, label: tso }))
      : (specOf(group).options ?? []);
  const onChange =
    mayEnrol || mayWithdraw
      ? (site: VppSite, action: 'enrol' | 'withdraw') => {
          if (action === 'enrol' ? mayEnrol : mayWithdraw) setChanging({ site, action });
        }
      : undefined;
  return (
    <Stack spacing={3}>
      <Box role="status" aria-live="polite">
        {notice !== '' ? <Alert severity="success">{notice}</Alert> : null}
      </Box>
      <VppPoolSummary />
      <Stack spacing={2} component="section" aria-labelledby="vpp-sites-title">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Typography id="vpp-sites-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            Sites
          </Typography>
          <SearchField
            value={state.text}
            onSearch={(text) => dispatch({ type: 'setText', text })}
            label="Search sites"
            placeholder="User reference, subscription or gateway id"
          />
          <Box sx={{ flexGrow: 1 }} />
          <UpdatedAgo what="the sites" data={sites} />
        </Stack>
        <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2} sx={{ alignItems: { xl: 'flex-start' } }}>
          <Paper variant="outlined" component="section" aria-label="VPP filters" sx={{ p: 2, minWidth: 260 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                Filters
              </Typography>
              <Button size="small" onClick={() => dispatch({ type: 'reset' })} disabled={!filtered}>
                Reset
              </Button>
            </Stack>
            <Stack spacing={1}>
              {VPP_LIST_MODULE.list.groups.map((group) => (
                <FilterCheckboxGroup
                  key={group}
                  legend={group === 'siteAttributes' ? 'Assets' : specOf(group).legend}
                  options={optionsOf(group)}
                  value={state.filters[group]}
                  onChange={(next) =>
                    dispatch({ type: 'setFilters', filters: { ...state.filters, [group]: next } })
                  }
                />
              ))}
            </Stack>
          </Paper>
          <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
            <FilterChips
              value={state.filters}
              onChange={(filters) => dispatch({ type: 'setFilters', filters })}
            />
            {sites.status === 'error' ? (
              <LoadErrorAlert title="Could not load the sites" error={sites.error} onRetry={sites.retry} />
            ) : data !== undefined && data.sites.length === 0 ? (
              <MessagePanel
                icon={<HubIcon fontSize="inherit" />}
                title={filtered ? 'No site matches' : 'No sites'}
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
                  ? 'No site matches the search and filters. Change or clear them.'
                  : 'There is no site you can see yet.'}
              </MessagePanel>
            ) : (
              <>
                <VppSitesTable rows={data?.sites ?? []} loading={data === undefined} onChange={onChange} />
                <AnswerPagination
                  answer={data}
                  hrefFor={(page) => hrefFor({ type: 'setPage', page })}
                  description={description}
                  label="Site pages"
                />
              </>
            )}
          </Stack>
        </Stack>
      </Stack>
      {changing !== null ? (
        <VppEnrolmentDialog
          key={`${changing.site.subscription}-${changing.action}`}
          site={changing.site}
          action={changing.action}
          onClose={() => setChanging(null)}
          onDone={(message) => {
            setChanging(null);
            setNotice(message);
          }}
        />
      ) : null}
    </Stack>
  );
}
