import { GroupIcon } from '../../../components/icons/group.tsx';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../auth/use-can.ts';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListSearch } from '../../../components/list-screen/list-search.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { LEADS_LIST_MODULE } from '../../../domain/sales/leads.list.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useLeads, type Lead } from '../api/leads-calls.ts';
import { leadsColumns } from './leads-columns.tsx';
import { LeadsExportButton } from './leads-export-button.tsx';

const loadPanel = () => import('./leads-filters.tsx');
const preloadPanel = () => {
  void loadPanel();
};
// The drawer (its edit form and menus) loads when a lead is first opened (route JS).
const LeadDrawer = lazy(
  withLoadTimeout(() => import('./lead-drawer.tsx').then((module) => ({ default: module.LeadDrawer }))),
);
// A chunk that stalls ends in the load-failure page after 120 s (SPEC §9).
const LeadsFiltersPanel = lazy(withLoadTimeout(loadPanel));

/** /operations/order-funnel-leads: who started a tariff order, where they stopped, who follows up. */
export function LeadsScreen() {
  const t = useT();
  const list = useListScreen(LEADS_LIST_MODULE);
  const filters = list.context;
  const leads = useLeads(list.request);
  // The open lead is the URL's (`lead`), found among the rows of the page the URL names: a reload or a shared link
  // opens it again without a call of its own. A lead edited off this page's filters stays open as last seen.
  const openId = list.url.item;
  const onPage = openId === null ? undefined : leads.data?.leads.find((lead) => lead.id === openId);
  const [lastSeen, setLastSeen] = useState<Lead | null>(null);
  if (onPage !== undefined && onPage !== lastSeen) setLastSeen(onPage);
  const open = onPage ?? (lastSeen !== null && lastSeen.id === openId ? lastSeen : null);
  // Once loaded the drawer stays, so it closes as it opened (its slide).
  const [drawerWanted, setDrawerWanted] = useState(openId !== null);
  if (openId !== null && !drawerWanted) setDrawerWanted(true);
  const openLead = (lead: Lead) => list.url.setItem(lead.id);
  const assignees = leads.data?.assignees ?? [];
  const canExport = useCan('exportLeads');
  const data = leads.data;
  const { started, ...context } = filters;
  return (
    <>
      <ListScreen
        list={list}
        query={leads}
        rows={data?.leads}
        rowId={(lead) => lead.id}
        columns={leadsColumns(openLead)}
        table={{ label: t('leads.tableLabel'), loadingLabel: t('leads.loadingTable') }}
        what={t('leads.what')}
        errorTitle={t('leads.loadError')}
        search={<ListSearch list={list} label={t('leads.search')} placeholder={t('leads.search')} />}
        // A link that narrows the leads (from a funnel step) opens with its filters in view. The panel (its choices'
        // menus) loads when opened, or on the way to the Filters button (route JS).
        filters={{
          initiallyOpen: list.filtered,
          onPreload: preloadPanel,
          panel: (
            <Suspense fallback={null}>
              <LeadsFiltersPanel
                filters={filters}
                assignees={assignees}
                filtered={list.filtered}
                onReset={list.reset}
                change={list.setKept}
              />
            </Suspense>
          ),
        }}
        empty={{
          icon: <GroupIcon fontSize="inherit" />,
          title: list.filtered ? t('leads.noMatchTitle') : t('leads.noneTitle'),
          text: list.filtered ? t('leads.noMatchText') : t('leads.noneText'),
        }}
        pages={
          data === undefined ? undefined : (
            <ListPages
              list={list}
              label={t('leads.pages')}
              page={data.page}
              pageCount={data.countPages}
              description={t('leads.pageOf', {
                page: formatCount(data.page),
                pages: formatCount(Math.max(1, data.countPages)),
                total: formatCount(data.countTotal),
              })}
            />
          )
        }
        slots={{
          toolbarEnd: canExport ? (
            <LeadsExportButton view={{ context, started, text: list.url.state.text, page: 1 }} />
          ) : (
            <WhoCanNote action={t('leads.whoCanExport')} operation="exportLeads" inLanguageShown />
          ),
        }}
      />
      {drawerWanted ? (
        <Suspense fallback={null}>
          <LeadDrawer
            leadId={openId}
            lead={open}
            // The page has answered without it: an unknown id, or a lead no longer in this view of the list.
            missing={open === null && leads.status !== 'loading'}
            assignees={assignees}
            onClose={() => list.url.setItem(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
