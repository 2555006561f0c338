import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateNewPassword } from '../../../domain/account-validation.ts';
import { resetPassword } from '../api/reset-password.ts';
import { accountFailureMessage } from '../hooks/account-failure-message.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountFailure } from './account-failure.tsx';
import { AccountOutcome } from './account-outcome.tsx';

/** Step 2 of a password reset, reached through the emailed link: the new password, sent with the link's token. */
export function NewPasswordForm({ api, token }: { api: ApiClient; token: string }) {
  const form = useAccountForm({
    initial: { password: '', confirmation: '' },
    validate: (values) => validateNewPassword({ ...values, token }),
    call: (body) => resetPassword(api, body),
  });
  const { state } = form;

  if (state.kind === 'done') {
    return (
      <AccountOutcome
        title="Password changed"
        serverMessage={state.message}
        action={{ label: 'Sign in with the new password', to: paths.login() }}
      >
        Your new password is set.
      </AccountOutcome>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={form.onSubmit} aria-label="Choose a new password">
      <Stack spacing={2}>
        {state.kind === 'failed' && (
          <AccountFailure message={accountFailureMessage(state.error, 'The password could not be changed')}>
            {state.error.status >= 400 && state.error.status < 500 && (
              <>
                {' '}
                The link may have expired:{' '}
                <Link component={RouterLink} to={paths.resetPassword()}>
                  request a new link
                </Link>
                .
              </>
            )}
          </AccountFailure>
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          {...form.field('password')}
          helperText={form.errors.password ?? 'At least 8 characters.'}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          {...form.field('confirmation')}
        />
        <Button type="submit" variant="contained" size="large" loading={state.kind === 'pending'} fullWidth>
          Set new password
        </Button>
      </Stack>
    </Box>
  );
}
