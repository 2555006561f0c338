import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateVerificationCode } from '../../../domain/account-validation.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { accountFailureMessage } from '../hooks/account-failure-message.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountCard } from './account-card.tsx';
import { AccountFailure } from './account-failure.tsx';
import { AccountOutcome } from './account-outcome.tsx';

const LINKS = [
  { label: 'Sign in', to: paths.login() },
  { label: 'No account yet? Sign up', to: paths.signUp() },
];

interface VerifyEmailPageProps {
  api: ApiClient;
  /** The usable `?token=` of the emailed link: sent at once, no typing needed. */
  linkToken: string | undefined;
  /** The URL had a `token` that cannot be used (empty, too long, broken). */
  brokenLink: boolean;
}

/** /verify-email: the emailed link verifies on arrival; otherwise the user types the emailed code. */
export function VerifyEmailPage({ api, linkToken, brokenLink }: VerifyEmailPageProps) {
  const form = useAccountForm({
    initial: { code: '' },
    validate: validateVerificationCode,
    call: (body) => verifyEmail(api, body),
  });
  const [via, setVia] = useState<'link' | 'code'>(linkToken !== undefined ? 'link' : 'code');
  const started = useRef(false);
  const { send, state } = form;

  useEffect(() => {
    // Once per page visit, also under StrictMode's double effects: a link token is single-use.
    if (linkToken === undefined || started.current) return;
    started.current = true;
    void send({ token: linkToken });
  }, [linkToken, send]);

  const checkingLink = via === 'link' && (state.kind === 'pending' || state.kind === 'idle');

  return (
    <AccountCard
      title="Verify email"
      intro="Confirm your email address with the code from our email, or open the link in that email."
      links={LINKS}
    >
      {state.kind === 'done' ? (
        <AccountOutcome
          title="Email address verified"
          serverMessage={state.message}
          action={{ label: 'Go to sign in', to: paths.login() }}
        >
          Your email address is confirmed. You can sign in now.
        </AccountOutcome>
      ) : checkingLink ? (
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Verifying your email address…</Typography>
        </Stack>
      ) : (
        <Box
          component="form"

          noValidate
          onSubmit={(event) => {
            setVia('code');
            form.onSubmit(event);
          }}
          aria-label="Verify email"
        >
          <Stack spacing={2}>
            {brokenLink && state.kind === 'idle' && (
              <Alert severity="warning">
                This verification link is incomplete or damaged. Enter the code from the email instead.
              </Alert>
            )}
            {state.kind === 'failed' && (
              <AccountFailure
                message={accountFailureMessage(
                  state.error,
                  via === 'link'
                    ? 'The link could not verify your email address'
                    : 'Your email address could not be verified',
                )}
              >
                {via === 'link' && ' Enter the code from the email instead.'}
              </AccountFailure>
            )}
            <TextField
              label="Verification code"
              autoComplete="one-time-code"
              required
              fullWidth
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
              {...form.field('code')}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={state.kind === 'pending'}
              fullWidth
            >
              Verify
            </Button>
          </Stack>
        </Box>
      )}
    </AccountCard>
  );
}
