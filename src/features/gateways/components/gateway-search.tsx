import { RouterIcon } from '../../../components/icons/router.tsx';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/data-table.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { OnlineState } from '../../../components/online-state.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useListUrl } from '../../../components/use-list-url.ts';
import { useNow } from '../../../components/use-now.ts';
import type { Gateway } from '../../../domain/gateways/gateway-types.ts';
import { GATEWAYS_LIST_MODULE } from '../../../domain/gateways/gateways.list.ts';
import { listRequest } from '../../../domain/lists/list-module.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { normalizeSearchText } from '../../../domain/lists/search-text.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { useGatewaySearch } from '../api/search-gateways.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';

const COLUMNS = [
  { label: 'Gateway' },
  { label: 'HEMS logical id' },
  { label: 'Installation' },
  { label: 'User reference' },
  { label: 'State' },
  { label: 'Last connection' },
] as const;

export interface GatewaySearchProps {
  hrefOf: (gateway: Gateway) => string;
}

/** The gateway search: server-paged, the text and page in the URL through the one list controller. */
export function GatewaySearch({ hrefOf }: GatewaySearchProps) {
  const { state, dispatch, hrefFor } = useListUrl(GATEWAYS_LIST_MODULE.list);
  const text = normalizeSearchText(state.text);
  const query = listRequest(GATEWAYS_LIST_MODULE, state, null);
  const result = useGatewaySearch(query);
  const now = useNow();
  const data = result.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  return (
    <Stack spacing={2}>
      <SearchField
        value={state.text}
        onSearch={(next) => dispatch({ type: 'setText', text: next })}
        label="Search gateways"
        placeholder="Gateway id, HEMS id, user reference or installation"
      />
      {result.status === 'error' ? (
        <LoadErrorAlert title="Could not search the gateways" error={result.error} onRetry={result.retry} />
      ) : data !== undefined && data.gateways.length === 0 ? (
        <MessagePanel icon={<RouterIcon fontSize="inherit" />} title="No gateway matches" titleAs="h2">
          {text === '' ? 'No gateway is known yet.' : `No gateway matches “${text}”. Change the search.`}
        </MessagePanel>
      ) : (
        <>
          <DataTable
            label="Gateways"
            columns={COLUMNS}
            loading={data === undefined}
            loadingLabel="Searching the gateways"
            skeletonRows={8}
          >
            {keyed(data?.gateways ?? [], (gateway) => `${gateway.hemsLogicalId}/${gateway.hemGatewayId}`).map(
              ([key, gateway]) => (
                <TableRow key={key}>
                  <TableCell>
                    <Link component={RouterLink} to={hrefOf(gateway)} sx={{ fontFamily: 'monospace' }}>
                      {gateway.hemGatewayId}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{gateway.hemsLogicalId}</TableCell>
                  <TableCell>{gateway.installationName}</TableCell>
                  <TableCell>{gateway.site?.userReference ?? 'no site yet'}</TableCell>
                  <TableCell>
                    <OnlineState online={gateway.online} />
                  </TableCell>
                  <TableCell>
                    <RelativeInstant iso={gateway.lastConnection} now={now} />
                  </TableCell>
                </TableRow>
              ),
            )}
          </DataTable>
          {data !== undefined ? (
            <ListPagination
              page={data.page}
              pageCount={data.countPages}
              hrefFor={(page) => hrefFor({ type: 'setPage', page })}
              description={`Gateways ${formatCount(first)}–${formatCount(first + data.gateways.length - 1)} of ${formatCount(data.countTotal)}`}
              label="Gateway pages"
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
