import Alert from '@mui/material/Alert';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validatePasswordResetRequest } from '../../../domain/account/account-validation.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountField } from './account-field.tsx';
import { AccountFormFrame } from './account-form-frame.tsx';

/** Step 1 of a password reset: the email address the reset link goes to. */
export function PasswordResetRequestForm({ api, brokenLink }: { api: ApiClient; brokenLink: boolean }) {
  const form = useAccountForm({
    initial: { email: '' },
    validate: validatePasswordResetRequest,
    call: (body) => requestPasswordReset(api, body),
  });

  return (
    <AccountFormFrame
      form={form}
      label="Request a reset link"
      submitLabel="Send reset link"
      failure="The reset link could not be sent"
      notice={
        brokenLink &&
        form.state.kind === 'idle' && (
          <Alert severity="warning">
            This reset link is incomplete or damaged. Request a new link below.
          </Alert>
        )
      }
      outcome={{
        title: 'Check your email',
        action: { label: 'Back to sign in', to: paths.login() },
        text: (
          <>
            If an account exists for {form.values.email.trim()}, we sent it a link to choose a new password.
          </>
        ),
      }}
    >
      <AccountField field={form.field('email')} label="Email" type="email" autoComplete="email" />
    </AccountFormFrame>
  );
}
