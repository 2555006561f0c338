import { HubIcon } from '../../../components/icons/hub.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../auth/use-can.ts';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { ListFilterFrame } from '../../../components/list-screen/list-filter-frame.tsx';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListSearch } from '../../../components/list-screen/list-search.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { VPP_LIST_MODULE } from '../../../domain/vpp/vpp.list.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useVppSites, type VppSite } from '../api/list-vpp-sites.ts';
import { vppColumns, vppAction } from './vpp-columns.tsx';
import { useT } from '../../../i18n/display-preferences.ts';
import { legendText, optionsText } from '../../../components/filter-words.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { VppPoolSummary } from './vpp-pool-summary.tsx';

// The enrol / withdraw confirmation (MUI's Dialog, Modal and focus trap) loads on a row's first action, not with the
// list. A chunk that stalls ends in the load-failure page (SPEC §9).
const VppEnrolmentDialog = lazy(
  withLoadTimeout(() =>
    import('./vpp-enrolment-dialog.tsx').then((module) => ({ default: module.VppEnrolmentDialog })),
  ),
);

/**
 * /install/vpp: the pool by TSO, then every site with what holds it back on the kit's list screen — server-paged,
 * filtered by enrolment state, TSO and assets and searched, all of it in the URL; enrol or withdraw a site
 * (vpp:write, confirmed). A blocked site offers no enrol and says why.
 */
export function VppScreen() {
  const t = useT();
  const list = useListScreen(VPP_LIST_MODULE);
  const { state } = list.url;
  const sites = useVppSites(list.request);
  const mayEnrol = useCan('enrolVppSite');
  const mayWithdraw = useCan('withdrawVppSite');
  const [changing, setChanging] = useState<{ site: VppSite; action: 'enrol' | 'withdraw' } | null>(null);
  const [notice, setNotice] = useState('');
  const data = sites.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined
      ? ''
      : data.countTotal === 0
        ? t('vpp.sites.none')
        : t('vpp.sites.range', {
            first: formatCount(first),
            last: formatCount(first + data.sites.length - 1),
            total: formatCount(data.countTotal),
            found: list.filtered ? t('vpp.sites.found') : '',
          });
  const optionsOf = (group: (typeof VPP_LIST_MODULE.list.groups)[number]) =>
    group === 'tso'
      ? (data?.tsos ?? []).map((tso) => ({ value: tso, label: tso }))
      : optionsText(group, VPP_LIST_MODULE.list.table[group].options ?? []);
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
        <Typography id="vpp-sites-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('vpp.sites.title')}
        </Typography>
        {onChange === undefined ? (
          <WhoCanNote action={t('vpp.whoCan')} operation="enrolVppSite" inLanguageShown />
        ) : null}
        <ListScreen
          list={list}
          query={sites}
          rows={data?.sites}
          rowId={(row) => row.subscription}
          columns={vppColumns()}
          table={{ label: t('vpp.sites.table'), loadingLabel: t('vpp.sites.loading'), rowTestId: 'vpp-row' }}
          what={t('vpp.sites.what')}
          errorTitle={t('vpp.sites.failed')}
          search={<ListSearch list={list} label={t('vpp.search')} placeholder={t('vpp.searchPlaceholder')} />}
          // The panel was always open: it still is at first, beside the table from md up (the rows stay in view).
          filters={{
            initiallyOpen: true,
            panel: (
              <ListFilterFrame label={t('vpp.filters')} onReset={list.reset} resetDisabled={!list.filtered}>
                <Stack spacing={1}>
                  {VPP_LIST_MODULE.list.groups.map((group) => (
                    <FilterCheckboxGroup
                      key={group}
                      legend={
                        group === 'siteAttributes'
                          ? t('vpp.legend.assets')
                          : legendText(group, VPP_LIST_MODULE.list.table[group].legend)
                      }
                      options={optionsOf(group)}
                      value={state.filters[group]}
                      onChange={(next) => list.setFilters({ ...state.filters, [group]: next })}
                    />
                  ))}
                </Stack>
              </ListFilterFrame>
            ),
          }}
          chips
          empty={{
            icon: <HubIcon fontSize="inherit" />,
            title: t(list.filtered ? 'vpp.noMatch' : 'vpp.noSites'),
            clearLabel: t('vpp.clear'),
            text: t(list.filtered ? 'vpp.noMatchText' : 'vpp.noSitesText'),
          }}
          pages={<ListPages list={list} label={t('vpp.pages')} of={data} description={description} />}
          {...(onChange === undefined
            ? {}
            : { rowActions: { label: t('vpp.actions'), cell: (row: VppSite) => vppAction(row, onChange) } })}
        />
      </Stack>
      {changing !== null ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </Stack>
  );
}
