import TextField from '@mui/material/TextField';
import type { FieldErrors } from '../../../domain/account-validation.ts';
import type { FieldProps } from '../hooks/use-account-form.ts';

type PasswordField = 'password' | 'confirmation';

interface NewPasswordFieldsProps {
  /** The useAccountForm of a form with `password` and `confirmation` fields. */
  form: { field(name: PasswordField): FieldProps; errors: FieldErrors<PasswordField> };
  label: string;
  confirmLabel: string;
}

/** A new password and its confirmation, as the password rules ask for them. */
export function NewPasswordFields({ form, label, confirmLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        {...form.field('password')}
        helperText={form.errors.password ?? 'At least 8 characters.'}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        {...form.field('confirmation')}
      />
    </>
  );
}
