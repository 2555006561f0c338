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
import { useT } from '../../../i18n/display-preferences.ts';

/** /hems: every HEMS provider with links to its active sites and its prepared installations. */
export function HemsProvidersTable({ state }: { state: HemsProvidersState }) {
  const t = useT();
  if (state.status === 'error') {
    return <LoadErrorAlert title={t('fleets.hems.loadError')} error={state.error} onRetry={state.retry} />;
  }
  if (state.status === 'ready' && state.data.length === 0) {
    return (
      <MessagePanel titleAs="h2" titleVariant="h6" title={t('fleets.hems.none')}>
        {t('fleets.hems.noneText')}
      </MessagePanel>
    );
  }
  const keys = state.status === 'ready' ? rowKeys(state.data, (provider) => provider.id) : [];
  return (
    <>
      <RateLimitWait retrying={state.retrying} />
      <DataTable
        label={t('fleets.hems.tableLabel')}
        columns={[
          { label: t('fleets.hems.column.provider') },
          { label: t('fleets.hems.column.key') },
          { label: t('fleets.hems.column.active'), align: 'right' },
          { label: t('fleets.hems.column.prepared'), align: 'right' },
        ]}
        loading={state.status === 'loading'}
        loadingLabel={t('fleets.hems.loading')}
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
                  aria-label={t('fleets.hems.activeSitesOf', {
                    count: provider.siteCount,
                    n: formatCount(provider.siteCount),
                    name: provider.name,
                  })}
                >
                  {t('fleets.hems.activeSites', {
                    count: provider.siteCount,
                    n: formatCount(provider.siteCount),
                  })}
                </Link>
              </TableCell>
              <TableCell align="right">
                <Link
                  component={RouterLink}
                  to={paths.hemsPrepared({ id: provider.id })}
                  aria-label={t('fleets.hems.preparedOf', {
                    count: provider.preparedCount,
                    n: formatCount(provider.preparedCount),
                    name: provider.name,
                  })}
                >
                  {t('fleets.hems.prepared', {
                    count: provider.preparedCount,
                    n: formatCount(provider.preparedCount),
                  })}
                </Link>
              </TableCell>
            </TableRow>
          ))}
      </DataTable>
    </>
  );
}
