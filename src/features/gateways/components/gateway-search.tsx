import { RouterIcon } from '../../../components/icons/router-icon.tsx';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import {
  LazyCheckboxFilterPanel,
  preloadCheckboxFilterPanel,
} from '../../../components/list-screen/lazy-checkbox-filter-panel.tsx';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListSearch } from '../../../components/list-screen/list-search.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { OnlineState } from '../../../components/online-state.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { useNow } from '../../../components/use-now.ts';
import type { Gateway } from '../../../domain/gateways/gateway-types.ts';
import { GATEWAYS_LIST_MODULE } from '../../../domain/gateways/gateways.list.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { normalizeSearchText } from '../../../domain/lists/search-text.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { useGatewaySearch } from '../api/search-gateways.ts';
import { t } from '../../../i18n/i18n.ts';

export interface GatewaySearchProps {
  hrefOf: (gateway: Gateway) => string;
}

function gatewayColumns(hrefOf: (gateway: Gateway) => string, now: number): ListColumn<Gateway, never>[] {
  return [
    {
      id: 'gateway',
      label: t('gateways.column.gateway'),
      cell: (gateway) => (
        <Link component={RouterLink} to={hrefOf(gateway)} sx={{ fontFamily: 'monospace' }}>
          {gateway.hemGatewayId}
        </Link>
      ),
    },
    {
      id: 'hemsLogicalId',
      label: t('gateways.column.hemsLogicalId'),
      cell: (gateway) => (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {gateway.hemsLogicalId}
        </Box>
      ),
    },
    {
      id: 'installation',
      label: t('gateways.column.installation'),
      cell: (gateway) => gateway.installationName,
    },
    {
      id: 'userReference',
      label: t('gateways.column.userReference'),
      cell: (gateway) => gateway.site?.userReference ?? t('gateways.noSiteYet'),
    },
    {
      id: 'state',
      label: t('gateways.column.state'),
      cell: (gateway) => (
        <OnlineState online={gateway.online} offline={{ since: gateway.lastConnection, now }} />
      ),
    },
    {
      id: 'lastConnection',
      label: t('gateways.column.lastConnection'),
      cell: (gateway) => <RelativeInstant iso={gateway.lastConnection} now={now} />,
    },
  ];
}

/** The gateway search on the kit's list screen: server-paged, the text, the went-offline filter and page in the URL. */
export function GatewaySearch({ hrefOf }: GatewaySearchProps) {
  const list = useListScreen(GATEWAYS_LIST_MODULE);
  const text = normalizeSearchText(list.url.state.text);
  const result = useGatewaySearch(list.request);
  const now = useNow();
  const offlineChosen = list.url.state.filters.offline.length > 0;
  const data = result.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  return (
    <ListScreen
      list={list}
      query={result}
      rows={data?.gateways}
      rowId={(gateway) => `${gateway.hemsLogicalId}/${gateway.hemGatewayId}`}
      columns={gatewayColumns(hrefOf, now)}
      table={{ label: t('gateways.tableLabel'), loadingLabel: t('gateways.searching') }}
      what={t('gateways.what')}
      errorTitle={t('gateways.searchError')}
      search={
        <ListSearch list={list} label={t('gateways.search')} placeholder={t('gateways.searchPlaceholder')} />
      }
      filters={{
        panel: (
          <LazyCheckboxFilterPanel
            label={t('gateways.filters')}
            onReset={list.reset}
            resetDisabled={!list.filtered}
            value={list.url.state.filters}
            onChange={list.setFilters}
            groups={list.groups}
          />
        ),
        onPreload: preloadCheckboxFilterPanel,
      }}
      chips
      empty={{
        icon: <RouterIcon fontSize="inherit" />,
        title: t('gateways.noMatch'),
        text: offlineChosen
          ? t('gateways.noMatchFilters')
          : text === ''
            ? t('gateways.noneKnown')
            : t('gateways.noMatchText', { text }),
        clearLabel: offlineChosen ? t('gateways.clearSearchAndFilters') : t('gateways.clearSearch'),
      }}
      pages={
        data === undefined ? undefined : (
          <ListPages
            list={list}
            label={t('gateways.pages')}
            page={data.page}
            pageCount={data.countPages}
            description={t('gateways.range', {
              first: formatCount(first),
              last: formatCount(first + data.gateways.length - 1),
              total: formatCount(data.countTotal),
            })}
          />
        )
      }
    />
  );
}
