import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.ts';
import { useCountdown } from '../../../components/use-countdown.ts';
import { paths } from '../../../config/paths.ts';
import { rateLimitWait, tooManyAttemptsMessage } from '../../../domain/rate-limit.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { LoginField } from './login-field.tsx';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** The sign-in form (SPEC §2 /login). What was typed stays in the fields whatever the outcome. */
export function LoginPage({ api }: { api: ApiClient }) {
  const { pending, error: failureText, failure, signIn } = useSignIn(api);
  // Too many attempts (429): the wait counts down in the message and the button stays off until it is over.
  const wait = useCountdown(rateLimitWait(failure), failure);
  const waiting = wait !== null && wait > 0;
  const error = wait !== null ? tooManyAttemptsMessage(wait) : failureText;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (email.trim() === '') errors.email = 'Enter your email address.';
    if (password === '') errors.password = 'Enter your password.';
    setFieldErrors(errors);
    if (errors.email === undefined && errors.password === undefined && !waiting)
      void signIn({ email: email.trim(), password });
  };

  return (
    <Paper
      component="section"
      aria-labelledby="login-title"
      sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}
    >
      <Typography id="login-title" variant="h1" gutterBottom>
        Sign in
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Operator Portal for staff.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
        <Stack spacing={2}>
          {error !== null && (
            <Typography
              id="login-error"
              role="alert"
              sx={{ p: 1.5, border: 1, borderColor: 'error.main', borderRadius: 1, color: 'error.dark' }}
            >
              {error}
            </Typography>
          )}
          <LoginField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
          />
          <LoginField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={pending}
            disabled={waiting}
            fullWidth
          >
            Sign in
          </Button>
        </Stack>
      </Box>
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to={paths.resetPassword()} variant="body2">
          Forgot your password?
        </Link>
        <Link component={RouterLink} to={paths.signUp()} variant="body2">
          Create an account
        </Link>
      </Stack>
    </Paper>
  );
}
