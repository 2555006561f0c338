import type { FieldProps } from '../hooks/use-account-form.ts';
import { AccountField } from './account-field.tsx';

interface NewPasswordFieldsProps {
  /** The useAccountForm of a form with `password` and `confirmation` fields. */
  form: { field(name: 'password' | 'confirmation'): FieldProps };
  label: string;
  confirmLabel: string;
}

/** A new password and its confirmation, as the password rules ask for them. */
export function NewPasswordFields({ form, label, confirmLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <AccountField
        field={form.field('password')}
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
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
