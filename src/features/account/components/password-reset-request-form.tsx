import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validatePasswordResetRequest } from '../../../domain/account-validation.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { accountFailureMessage } from '../hooks/account-failure-message.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountFailure } from './account-failure.tsx';
import { AccountOutcome } from './account-outcome.tsx';

/** Step 1 of a password reset: the email address the reset link goes to. */
export function PasswordResetRequestForm({ api, brokenLink }: { api: ApiClient; brokenLink: boolean }) {
  const form = useAccountForm({
    initial: { email: '' },
    validate: validatePasswordResetRequest,
    call: (body) => requestPasswordReset(api, body),
  });
  const { state } = form;

  if (state.kind === 'done') {
    return (
      <AccountOutcome
        title="Check your email"
        serverMessage={state.message}
        action={{ label: 'Back to sign in', to: paths.login() }}
      >
        If an account exists for {form.values.email.trim()}, we sent it a link to choose a new password.
      </AccountOutcome>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={form.onSubmit} aria-label="Request a reset link">
      <Stack spacing={2}>
        {brokenLink && state.kind === 'idle' && (
          <Alert severity="warning">
            This reset link is incomplete or damaged. Request a new link below.
          </Alert>
        )}
        {state.kind === 'failed' && (
          <AccountFailure message={accountFailureMessage(state.error, 'The reset link could not be sent')} />
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          {...form.field('email')}
        />
        <Button type="submit" variant="contained" size="large" loading={state.kind === 'pending'} fullWidth>
          Send reset link
        </Button>
      </Stack>
    </Box>
  );
}
