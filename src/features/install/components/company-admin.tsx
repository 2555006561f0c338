import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { WriteResultNotice } from '../../../components/write-result-notice.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import type { CompanyInstallation } from '../../../domain/install/company-installations.rules.ts';
import { useCompanyInstallers } from '../api/list-company-installers.ts';
import { CompanyInstallations } from './company-installations.tsx';
import { CompanyInstallersSection } from './company-installers.tsx';
import { DuplicatesSection } from './duplicates-section.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

// The dialog loads when asked for: the page's route JS stays within its budget.
const ReassignDialog = lazy(
  withLoadTimeout(() =>
    import('./reassign-dialog.tsx').then((module) => ({ default: module.ReassignDialog })),
  ),
);

/**
 * The company admin view: the company's installations company-wide — the same screen as
 * /install/installations, with the installer column and a Reassign action — its installer users, and its duplicate
 * installations to resolve. Every change is confirmed, checked by the server and audited.
 */
export function CompanyAdmin({ companyUuid }: { readonly companyUuid: string }) {
  const t = useT();
  const installers = useCompanyInstallers(companyUuid);
  const mayReassign = useCan('reassignInstallation');
  const mayResolve = useCan('resolveInstallationDuplicate');
  const [reassigning, setReassigning] = useState<CompanyInstallation | null>(null);
  const [notice, setNotice] = useState('');
  const done = (message: string) => {
    setReassigning(null);
    setNotice(message);
  };
  const closeNotice = useCallback(() => setNotice(''), []);
  return (
    <Stack spacing={3}>
      <WriteResultNotice message={notice} onClose={closeNotice} />
      <Stack component="section" aria-labelledby="installations-heading" spacing={1.5}>
        <Typography id="installations-heading" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {t('install.admin.installations')}
        </Typography>
        {mayReassign ? null : (
          <WhoCanNote
            action={t('install.admin.whoCanReassign')}
            operation="reassignInstallation"
            inLanguageShown
          />
        )}
        <CompanyInstallations
          companyUuid={companyUuid}
          mineByDefault={false}
          showInstaller
          {...(mayReassign
            ? {
                rowActions: (row: CompanyInstallation) => (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('install.reassignName', { name: row.name })}
                    disabled={installers.data === undefined}
                    onClick={() => setReassigning(row)}
                  >
                    {t('install.reassign')}
                  </Button>
                ),
              }
            : {})}
        />
      </Stack>
      {mayResolve ? (
        <DuplicatesSection companyUuid={companyUuid} onDone={done} />
      ) : (
        <WhoCanNote
          action={t('install.admin.whoCanResolve')}
          operation="resolveInstallationDuplicate"
          inLanguageShown
        />
      )}
      <CompanyInstallersSection companyUuid={companyUuid} />
      {reassigning !== null && installers.data !== undefined ? (
        <Suspense fallback={null}>
          <ReassignDialog
            companyUuid={companyUuid}
            row={reassigning}
            installers={installers.data.installers}
            onClose={() => setReassigning(null)}
            onDone={done}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
