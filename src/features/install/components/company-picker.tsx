import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCanOpen } from '../../../auth/use-can.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useListUrl } from '../../../components/use-list-url.ts';
import { paths } from '../../../config/paths.ts';
import type { ListConfig } from '../../../domain/lists/list-state.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { t } from '../../../i18n/i18n.ts';
import { useInstallCompanies, type InstallCompanySummary } from '../api/list-install-companies.ts';

const LIST_CONFIG: ListConfig<string, never> = Object.freeze({ groups: [], table: {} });

const counted = (n: number) => ({ count: n, n: formatCount(n) });

function CompanyEntry({ company }: { readonly company: InstallCompanySummary }) {
  useT();
  const admin = useCanOpen('installAdminInstallations');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        <Link component={RouterLink} to={paths.installInstallations({ companyUuid: company.uuid })}>
          {company.name}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('install.picker.installations', counted(company.installationCount))} ·{' '}
        {t('install.picker.activated', counted(company.activatedCount))}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: company.stuckCount > 0 ? 700 : 400 }}>
        {t('install.picker.stuck', counted(company.stuckCount))} ·{' '}
        {t('install.picker.problems', counted(company.problemCount))}
      </Typography>
      {admin ? (
        <Link
          variant="body2"
          component={RouterLink}
          to={paths.installAdminInstallations({ companyUuid: company.uuid })}
          aria-label={t('install.picker.administerLabel', { name: company.name })}
        >
          {t('install.picker.administer')}
        </Link>
      ) : null}
    </Paper>
  );
}

/**
 * The /install company picker: provider staff search the installer companies, each with its
 * installation counts and problems; an installer's answer holds their own company alone, first and one click away.
 * The search lives in the URL.
 */
export function CompanyPicker() {
  useT();
  const { state, dispatch } = useListUrl(LIST_CONFIG);
  const companies = useInstallCompanies(state.text);
  return (
    <Stack spacing={2}>
      <SearchField
        value={state.text}
        onSearch={(text) => dispatch({ type: 'setText', text })}
        label={t('install.picker.search')}
        placeholder={t('install.picker.placeholder')}
      />
      {companies.status === 'error' ? (
        <LoadErrorAlert
          title={t('install.picker.failed')}
          error={companies.error}
          onRetry={companies.retry}
        />
      ) : companies.data === undefined ? (
        <Skeleton variant="rounded" height={96} aria-label={t('install.picker.loading')} />
      ) : companies.data.length === 0 ? (
        <Typography variant="body2">
          {state.text.trim() === ''
            ? t('install.picker.noneOpen')
            : t('install.picker.noMatch', { text: state.text.trim() })}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('install.picker.list')}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
            gap: 2,
            m: 0,
            p: 0,
          }}
        >
          {companies.data.map((company) => (
            <CompanyEntry key={company.uuid} company={company} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
