import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { apiKeyLabel, type ApiDocsScope } from '../../../domain/api-docs/api-keys.ts';
import { DOCS_BUTTON_WIDTH_PX } from '../../../domain/shared/constants.ts';
import { useApiDocKeys } from '../api/get-api-doc-keys.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/** One button per API of the page's scope, linking to /api/{key} (SPEC §2). */
export function ApiDocsList({ scope }: { scope: ApiDocsScope }) {
  const t = useT();
  const { loading, keys } = useApiDocKeys(scope);
  if (loading) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={t('apiDocs.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" width={DOCS_BUTTON_WIDTH_PX} height={40} />
        ))}
      </Stack>
    );
  }
  // SPEC.md's German words in every language, marked as German for screen readers and hyphenation.
  if (keys.length === 0)
    return (
      <Typography color="text.secondary" lang="de">
        {t('apiDocs.none')}
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('apiDocs.list')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {keys.map((key) => (
        <li key={key}>
          <Button
            component={RouterLink}
            to={paths.apiDoc({ apiKey: key })}
            variant="outlined"
            // SPEC §9's fixed width: a longer label wraps inside the button (anywhere) rather than leave it.
            sx={{
              width: DOCS_BUTTON_WIDTH_PX,
              justifyContent: 'flex-start',
              textAlign: 'left',
              overflowWrap: 'anywhere',
            }}
          >
            {apiKeyLabel(key)}
          </Button>
        </li>
      ))}
    </Stack>
  );
}
