import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { listPublicInstallerCompanies, type PublicCompany } from '../api/installer-companies.ts';
import type { FieldProps } from '../hooks/use-account-form.ts';

type Companies =
  { status: 'loading' } | { status: 'ready'; list: readonly PublicCompany[] } | { status: 'error' };

/**
 * The installer company a person works for: a native select — no menu code on the public page —
 * of the public company list; its installer admins then approve the sign-up. Optional: "Not an installer".
 */
export function SignUpCompanyField({ api, field }: { api: ApiClient; field: FieldProps }) {
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
      label="Installer company"
      fullWidth
      disabled={companies.status === 'loading'}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      helperText={
        field.helperText ??
        (companies.status === 'error'
          ? 'The companies could not be loaded: name yours in the field above instead.'
          : 'Installers: the company you work for. Its installer admins approve your sign-up.')
      }
    >
      <option value="">Not an installer</option>
      {list.map((company) => (
        <option key={company.uuid} value={company.uuid}>
          {company.name}
        </option>
      ))}
    </TextField>
  );
}
