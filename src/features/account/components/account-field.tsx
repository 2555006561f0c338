import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldProps } from '../hooks/use-account-form.ts';
import { fieldMessage } from '../hooks/field-message.ts';

interface AccountFieldProps {
  /** What useAccountForm hands out for this field: name, value, change handler and its message. */
  field: FieldProps;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
  /** Shown under the field while it has no message. */
  hint?: string;
  slotProps?: TextFieldProps['slotProps'];
}

/** A required, full-width field of an account form. */
export function AccountField({ field, hint, ...props }: AccountFieldProps) {
  return (
    <TextField
      {...props}
      required
      fullWidth
      {...field}
      helperText={field.helperText === undefined ? hint : fieldMessage(field.helperText)}
    />
  );
}
