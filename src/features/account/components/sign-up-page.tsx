import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateSignUp } from '../../../domain/account-validation.ts';
import { signUp } from '../api/sign-up.ts';
import { accountFailureMessage } from '../hooks/account-failure-message.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountCard } from './account-card.tsx';
import { AccountFailure } from './account-failure.tsx';
import { AccountOutcome } from './account-outcome.tsx';

const LINKS = [
  { label: 'Already have an account? Sign in', to: paths.login() },
  { label: 'Have a code? Verify your email', to: paths.verifyEmail() },
];

/** /sign-up: name, email, password and its confirmation → proposed sign-up call. */
export function SignUpPage({ api }: { api: ApiClient }) {
  const form = useAccountForm({
    initial: { name: '', email: '', password: '', confirmation: '' },
    validate: validateSignUp,
    call: (body) => signUp(api, body),
    fieldOf: (error) => (error.status === 409 ? 'email' : undefined),
  });
  const { state } = form;

  return (
    <AccountCard
      title="Sign up"
      intro="Create a staff account for the Operator Portal. We will email you a code to verify your address."
      links={LINKS}
    >
      {state.kind === 'done' ? (
        <AccountOutcome
          title="Check your email"
          serverMessage={state.message}
          action={{ label: 'Enter the verification code', to: paths.verifyEmail() }}
        >
          We sent a verification code and link to {form.values.email.trim()}.
        </AccountOutcome>
      ) : (
        <Box component="form" noValidate onSubmit={form.onSubmit} aria-label="Sign up">
          <Stack spacing={2}>
            {state.kind === 'failed' && (
              <AccountFailure
                message={accountFailureMessage(state.error, 'Your account could not be created')}
              >
                {state.error.status === 409 && (
                  <>
                    {' '}
                    <Link component={RouterLink} to={paths.login()}>
                      Sign in
                    </Link>{' '}
                    or{' '}
                    <Link component={RouterLink} to={paths.resetPassword()}>
                      reset your password
                    </Link>
                    .
                  </>
                )}
              </AccountFailure>
            )}
            <TextField label="Name" autoComplete="name" required fullWidth {...form.field('name')} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              fullWidth
              {...form.field('email')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              {...form.field('password')}
              helperText={form.errors.password ?? 'At least 8 characters.'}
            />
            <TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              {...form.field('confirmation')}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={state.kind === 'pending'}
              fullWidth
            >
              Create account
            </Button>
          </Stack>
        </Box>
      )}
    </AccountCard>
  );
}
