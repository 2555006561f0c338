import { GroupsIcon } from '../../../components/icons/groups.tsx';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/data-table.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useCompanyInstallers } from '../api/list-company-installers.ts';

/** The company's installer users: name, role, installations — each opening the list filtered. */
export function CompanyInstallersSection({ companyUuid }: { readonly companyUuid: string }) {
  const t = useT();
  const installers = useCompanyInstallers(companyUuid);
  const data = installers.data;
  return (
    <Stack component="section" aria-labelledby="installers-heading" spacing={1.5}>
      <Typography id="installers-heading" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {t('install.installers')}
      </Typography>
      {installers.status === 'error' ? (
        <LoadErrorAlert
          title={t('install.installers.failed')}
          error={installers.error}
          onRetry={installers.retry}
        />
      ) : data !== undefined && data.installers.length === 0 ? (
        <MessagePanel
          icon={<GroupsIcon fontSize="inherit" />}
          title={t('install.installers.none')}
          titleAs="p"
        >
          {t('install.installers.noneText')}
        </MessagePanel>
      ) : (
        <DataTable
          label={t('install.installers')}
          columns={[
            { label: t('install.installers.name') },
            { label: t('install.installers.role') },
            { label: t('install.installers.installations') },
          ]}
          loading={data === undefined}
          loadingLabel={t('install.installers.loading')}
          skeletonRows={3}
        >
          {(data?.installers ?? []).map((person) => (
            <TableRow key={person.id}>
              <TableCell>{person.name}</TableCell>
              <TableCell>
                {t(person.admin ? 'install.installers.admin' : 'install.installers.installer')}
              </TableCell>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`${paths.installAdminInstallations({ companyUuid })}?installer=${encodeURIComponent(person.id)}`}
                  aria-label={t('install.installers.countOf', {
                    n: formatCount(person.installationCount),
                    name: person.name,
                  })}
                >
                  {formatCount(person.installationCount)}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
