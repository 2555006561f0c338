import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateAccountRecovery } from '../../../domain/account-validation.ts';
import { recoverAccount } from '../api/recover-account.ts';
import { accountFailureMessage } from '../hooks/account-failure-message.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountCard } from './account-card.tsx';
import { AccountFailure } from './account-failure.tsx';
import { AccountOutcome } from './account-outcome.tsx';

const LINKS = [
  { label: 'Back to sign in', to: paths.login() },
  { label: 'Know your email? Reset your password', to: paths.resetPassword() },
];

/** /account-recovery: by email address or user reference → proposed recovery call. */
export function AccountRecoveryPage({ api }: { api: ApiClient }) {
  const form = useAccountForm({
    initial: { identifier: '' },
    validate: validateAccountRecovery,
    call: (body) => recoverAccount(api, body),
  });
  const { state } = form;

  return (
    <AccountCard
      title="Account recovery"
      intro="Cannot sign in and cannot reset your password? Give us the email address or the user reference of your account and we will contact you to restore access."
      links={LINKS}
    >
      {state.kind === 'done' ? (
        <AccountOutcome
          title="Recovery started"
          serverMessage={state.message}
          action={{ label: 'Back to sign in', to: paths.login() }}
        >
          We started account recovery for {form.values.identifier.trim()}. If an account matches, we will
          contact you through its registered email address.
        </AccountOutcome>
      ) : (
        <Box component="form" noValidate onSubmit={form.onSubmit} aria-label="Account recovery">
          <Stack spacing={2}>
            {state.kind === 'failed' && (
              <AccountFailure
                message={accountFailureMessage(state.error, 'Account recovery could not be started')}
              />
            )}
            <TextField
              label="Email or user reference"
              autoComplete="username"
              required
              fullWidth
              {...form.field('identifier')}
              helperText={form.errors.identifier ?? 'For example name@example.com or your user reference.'}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={state.kind === 'pending'}
              fullWidth
            >
              Start recovery
            </Button>
          </Stack>
        </Box>
      )}
    </AccountCard>
  );
}
