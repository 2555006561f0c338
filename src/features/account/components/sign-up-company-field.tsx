import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { listPublicInstallerCompanies, type PublicCompany } from '../api/installer-companies.ts';
import type { FieldProps } from '../hooks/use-account-form.ts';
import { fieldMessage } from '../hooks/field-message.ts';
import { useT } from '../../../i18n/display-preferences.ts';

type Companies =
  { status: 'loading' } | { status: 'ready'; list: readonly PublicCompany[] } | { status: 'error' };

/**
 * The installer company a person works for: a native select — no menu code on the public page —
 * of the public company list; its installer admins then approve the sign-up. Optional: "Not an installer".
 */
export function SignUpCompanyField({ api, field }: { api: ApiClient; field: FieldProps }) {
  const t = useT();
  const [companies, setCompanies] = useState<Companies>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    listPublicInstallerCompanies(api).then(
      (list) => live && setCompanies({ status: 'ready', list }),
      () => live && setCompanies({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api]);
  const list = companies.status === 'ready' ? companies.list : [];
  return (
    <TextField
      {...field}
      select
      label={t('signUp.company')}
      fullWidth
      disabled={companies.status === 'loading'}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      helperText={
        (field.helperText === undefined ? undefined : fieldMessage(field.helperText)) ??
        (companies.status === 'error' ? t('signUp.companyFailed') : t('signUp.companyHint'))
      }
    >
      <option value="">{t('signUp.notInstaller')}</option>
      {list.map((company) => (
        <option key={company.uuid} value={company.uuid}>
          {company.name}
        </option>
      ))}
    </TextField>
  );
}
