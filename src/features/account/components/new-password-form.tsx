import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateNewPassword } from '../../../domain/account/account-validation.ts';
import { resetPassword } from '../api/reset-password.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountFormFrame } from './account-form-frame.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Step 2 of a password reset, reached through the emailed link: the new password, sent with the link's token. */
export function NewPasswordForm({ api, token }: { api: ApiClient; token: string }) {
  const form = useAccountForm({
    initial: { password: '', confirmation: '' },
    validate: (values) => validateNewPassword({ ...values, token }),
    call: (body) => resetPassword(api, body),
  });

  return (
    <AccountFormFrame
      form={form}
      label="Choose a new password"
      submitLabel="Set new password"
      failure="The password could not be changed"
      failureHint={(error) =>
        error.status >= 400 &&
        error.status < 500 && (
          <>
            {' '}
            The link may have expired:{' '}
            <Link component={RouterLink} to={paths.resetPassword()}>
              request a new link
            </Link>
            .
          </>
        )
      }
      outcome={{
        title: 'Password changed',
        action: { label: 'Sign in with the new password', to: paths.login() },
        text: 'Your new password is set.',
      }}
    >
      <NewPasswordFields form={form} label="New password" confirmLabel="Confirm new password" />
    </AccountFormFrame>
  );
}
