import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/data-table.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import type { HemsProvidersState } from '../api/get-hems-providers.ts';
import { RateLimitWait } from '../../../components/rate-limit-wait.tsx';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { rowKeys } from '../../../domain/lists/row-keys.ts';

const COLUMNS = [
  { label: 'Provider' },
  { label: 'Key' },
  { label: 'Active sites', align: 'right' },
  { label: 'Prepared installations', align: 'right' },
] as const;

/** /hems: every HEMS provider with links to its active sites and its prepared installations. */
export function HemsProvidersTable({ state }: { state: HemsProvidersState }) {
  if (state.status === 'error') {
    return (
      <LoadErrorAlert title="Could not load the HEMS providers" error={state.error} onRetry={state.retry} />
    );
  }
  if (state.status === 'ready' && state.data.length === 0) {
    return (
      <MessagePanel titleAs="h2" titleVariant="h6" title="No HEMS providers">
        The server lists no HEMS provider, so there are no sites or prepared installations to show.
      </MessagePanel>
    );
  }
  const keys = state.status === 'ready' ? rowKeys(state.data, (provider) => provider.id) : [];
  return (
    <>
      <RateLimitWait retrying={state.retrying} />
      <DataTable
        label="HEMS providers"
        columns={COLUMNS}
        loading={state.status === 'loading'}
        loadingLabel="Loading HEMS providers"
        skeletonRows={3}
      >
        {state.status === 'ready' &&
          state.data.map((provider, index) => (
            <TableRow key={keys[index]} hover>
              <TableCell>
                <TruncatedText text={provider.name} maxWidth={320} sx={{ fontWeight: 500 }} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>
                <TruncatedText text={provider.id} maxWidth={240} />
              </TableCell>
              <TableCell align="right">
                <Link
                  component={RouterLink}
                  to={paths.hemsActive({ id: provider.id })}
                  // The name starts with the visible text (WCAG 2.5.3 label in name; axe label-content-name-mismatch).
                  aria-label={`${formatCount(provider.siteCount)} active sites of ${provider.name}`}
                >
                  {`${formatCount(provider.siteCount)} active sites`}
                </Link>
              </TableCell>
              <TableCell align="right">
                <Link
                  component={RouterLink}
                  to={paths.hemsPrepared({ id: provider.id })}
                  aria-label={`${formatCount(provider.preparedCount)} prepared installations of ${provider.name}`}
                >
                  {`${formatCount(provider.preparedCount)} prepared installations`}
                </Link>
              </TableCell>
            </TableRow>
          ))}
      </DataTable>
    </>
  );
}
