import type { FieldProps } from '../hooks/use-account-form.ts';
import { AccountField } from './account-field.tsx';
import { ACCOUNT_LIMITS } from '../../../domain/account/account-validation.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useT } from '../../../i18n/display-preferences.ts';

interface NewPasswordFieldsProps {
  /** The useAccountForm of a form with `password` and `confirmation` fields. */
  form: { field(name: 'password' | 'confirmation'): FieldProps };
  label: string;
  confirmLabel: string;
}

/** A new password and its confirmation, as the password rules ask for them. */
export function NewPasswordFields({ form, label, confirmLabel }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <AccountField
        field={form.field('password')}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('account.passwordHint', { n: formatCount(ACCOUNT_LIMITS.passwordMin) })}
      />
      <AccountField
        field={form.field('confirmation')}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
