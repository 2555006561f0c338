import { DescriptionOutlinedIcon } from '../../../components/icons/description-outlined.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { PageHeader, type PageHeaderProps } from '../../../components/page-header.tsx';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { paths } from '../../../config/paths.ts';
import { apiKeyLabel } from '../../../domain/api-docs/api-keys.ts';
import type { OpenApiDocument } from '../api/get-api-doc.ts';
import { useApiDoc } from '../api/get-api-doc.ts';
import { useT } from '../../../i18n/display-preferences.ts';

// The renderer is heavy: its own chunk, fetched only once a document is there to render. A chunk that stalls ends
// in the route's load-failure page after 120 s (SPEC §9), not in an endless spinner.
const OpenApiRenderer = lazy(
  withLoadTimeout(() =>
    import('./openapi-renderer.tsx').then((module) => ({ default: module.OpenApiRenderer })),
  ),
);

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function NotFound({ apiKey }: { apiKey: string }) {
  const t = useT();
  return (
    <MessagePanel
      icon={<DescriptionOutlinedIcon color="action" fontSize="large" aria-hidden />}
      title={t('apiDocs.notFound')}
      actions={
        <Button component={RouterLink} to={paths.apiDocs()}>
          {t('apiDocs.all')}
        </Button>
      }
    >
      {t('apiDocs.notFoundText', { apiKey })}
    </MessagePanel>
  );
}

/** The document's own title and version, shown in the page header (the renderer's title heading is hidden). */
function documentTitle(document: OpenApiDocument): string {
  const info = document.info as { title?: unknown; version?: unknown };
  const title = typeof info.title === 'string' ? info.title : '';
  const version = typeof info.version === 'string' ? info.version : '';
  return [title, version].filter((part) => part !== '').join(' ');
}

export interface ApiDocPageProps {
  apiKey: string;
  back: Pick<PageHeaderProps, 'backTo' | 'backOneStep'>;
}

/** /api/{apiKey}: one API's OpenAPI document, or a clear not-found state. */
export function ApiDocPage({ apiKey, back }: ApiDocPageProps) {
  const t = useT();
  const load = useApiDoc(apiKey);
  const about = load.status === 'loaded' ? documentTitle(load.document) : '';
  return (
    <>
      <PageHeader
        title={apiKeyLabel(apiKey)}
        subtitle={about === '' ? apiKey : `${apiKey} · ${about}`}
        {...back}
      />
      {load.status === 'loading' ? (
        <Loading label={t('apiDocs.loading')} />
      ) : load.status === 'missing' ? (
        <NotFound apiKey={apiKey} />
      ) : load.status === 'failed' ? (
        <Alert severity="error">{t('apiDocs.failed', { message: load.message })}</Alert>
      ) : (
        <Suspense fallback={<Loading label={t('apiDocs.loadingViewer')} />}>
          <OpenApiRenderer document={load.document} />
        </Suspense>
      )}
    </>
  );
}
