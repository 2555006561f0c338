import { HistoryIcon } from '../../../components/icons/history.tsx';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useApiClient } from '../../../api/use-api-client.ts';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListSearch } from '../../../components/list-screen/list-search.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { useNow } from '../../../components/use-now.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { ACTIVITY_PAGE_SIZE } from '../../../domain/activity/activity-query.ts';
import { ACTIVITY_LIST_MODULE, type ActivityWireQuery } from '../../../domain/activity/activity.list.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { listActivity, useActivity, type ActivityEntry } from '../api/list-activity.ts';
import { ACTIVITY_CSV_COLUMNS } from '../hooks/activity-csv.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { ActivityChanges, activityColumns, changesIdOf } from './activity-columns.tsx';

const loadPanel = () => import('./activity-filters.tsx');
const preloadPanel = () => {
  void loadPanel();
};
// A chunk that stalls ends in the load-failure page after 120 s (SPEC §9).
const ActivityFiltersPanel = lazy(withLoadTimeout(loadPanel));

/**
 * The activity log: every audited change, newest first, server-paged by 50; filtered by person,
 * operation, target and date, every part of it in the URL; the whole filtered log as CSV.
 */
export function ActivityLog() {
  const t = useT();
  const list = useListScreen(ACTIVITY_LIST_MODULE);
  const filters = list.context;
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (entry: ActivityEntry) =>
      setOpened((current) => {
        const next = new Set(current);
        if (!next.delete(entry.id)) next.add(entry.id);
        return next;
      }),
    [],
  );
  const activity = useActivity(list.request);
  const now = useNow();
  const api = useApiClient();
  const queryKey = JSON.stringify({ ...list.request, page: 1 });
  const fetchPage = useCallback(
    async (page: number | undefined) => {
      const answer = await listActivity(api, {
        ...(JSON.parse(queryKey) as ActivityWireQuery),
        page: page ?? 1,
      });
      return {
        rows: answer.entries,
        next: answer.page < answer.countPages ? answer.page + 1 : undefined,
        total: answer.countTotal,
      };
    },
    [api, queryKey],
  );
  const data = activity.data;
  const first = data === undefined ? 0 : (data.page - 1) * ACTIVITY_PAGE_SIZE + 1;
  const description =
    data === undefined
      ? ''
      : data.countTotal === 0
        ? t('activity.noEntries')
        : t(list.filtered ? 'activity.rangeFound' : 'activity.range', {
            first: formatCount(first),
            last: formatCount(first + data.entries.length - 1),
            total: formatCount(data.countTotal),
          });
  return (
    <ListScreen
      list={list}
      query={activity}
      rows={data?.entries}
      rowId={(entry) => entry.id}
      columns={activityColumns(now, opened, toggle)}
      rowDetail={(entry) =>
        opened.has(entry.id) && entry.changes.length > 0
          ? { id: changesIdOf(entry), content: <ActivityChanges entry={entry} /> }
          : null
      }
      table={{ label: t('activity.tableLabel'), loadingLabel: t('activity.loadingTable') }}
      what={t('activity.what')}
      errorTitle={t('activity.loadError')}
      search={
        <ListSearch list={list} label={t('activity.search')} placeholder={t('activity.searchPlaceholder')} />
      }
      // The log's own filters have no chips: a link that narrows the log opens with its filters in view. The panel
      // (its choices' menus) loads when opened, or on the way to the Filters button (route JS).
      filters={{
        initiallyOpen: list.filtered,
        onPreload: preloadPanel,
        panel: (
          <Suspense fallback={null}>
            <ActivityFiltersPanel
              filters={filters}
              persons={data?.persons ?? []}
              operations={data?.operations ?? []}
              filtered={list.filtered}
              onReset={list.reset}
              change={list.setKept}
            />
          </Suspense>
        ),
      }}
      csv={
        <CsvExportButton
          name="activity"
          columns={ACTIVITY_CSV_COLUMNS}
          fetchPage={fetchPage}
          what={t('activity.what')}
        />
      }
      empty={{
        icon: <HistoryIcon fontSize="inherit" />,
        title: list.filtered ? t('activity.noMatchTitle') : t('activity.noneTitle'),
        text: list.filtered ? t('activity.noMatchText') : t('activity.noneText'),
      }}
      pages={<ListPages list={list} label={t('activity.pages')} of={data} description={description} />}
    />
  );
}
