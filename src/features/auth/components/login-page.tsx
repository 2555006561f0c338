import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.ts';
import { SESSION_END_MESSAGES, sessionEndOfState } from '../../../auth/session-end.ts';
import { useCountdown } from '../../../components/use-countdown.ts';
import { paths } from '../../../config/paths.ts';
import { rateLimitWait } from '../../../domain/auth/rate-limit.ts';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { LoginField } from './login-field.tsx';

type LoginFieldName = 'email' | 'password';
type FieldErrors = Partial<Record<LoginFieldName, string>>;

/** The two fields: how each is shown, what is sent (the email trimmed) and what an empty one is told. */
const FIELDS = [
  { name: 'email', label: 'login.email', autoComplete: 'username', missing: 'login.email.missing' },
  {
    name: 'password',
    label: 'login.password',
    autoComplete: 'current-password',
    missing: 'login.password.missing',
  },
] as const;

const sent = (name: LoginFieldName, value: string) => (name === 'email' ? value.trim() : value);

// The sign-in page draws with Box and Typography only (no Paper, Stack or Link): each of those is a chunk of its own
// that /login would load for a look Box gives as well (DESIGN §6: /login ≤ 150 KB). The links look like MUI's.
const LINK = {
  typography: 'body2',
  color: 'primary.main',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;

/** The sign-in form (SPEC §2 /login). What was typed stays in the fields whatever the outcome. */
export function LoginPage({ api }: { api: ApiClient }) {
  const t = useT();
  const { pending, error: failureText, failure, signIn } = useSignIn(api);
  // Too many attempts (429): the wait counts down in the message and the button stays off until it is over.
  const wait = useCountdown(rateLimitWait(failure), failure);
  const waiting = wait !== null && wait > 0;
  const error =
    wait === null
      ? failureText
      : wait > 0
        ? t('login.wait', { wait: formatQuantity(wait, 's', 0) })
        : t('login.waitOver');
  const [values, setValues] = useState<Record<LoginFieldName, string>>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Why the guard signed the person out (history state: no link can make this page say it); gone once they try.
  const ended = sessionEndOfState(useLocation().state);
  const endedText = ended !== null && error === null && !pending ? SESSION_END_MESSAGES[ended] : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    for (const field of FIELDS)
      if (sent(field.name, values[field.name]) === '') errors[field.name] = t(field.missing);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0 && !waiting)
      void signIn({ email: sent('email', values.email), password: sent('password', values.password) });
  };

  return (
    <Box
      component="section"
      aria-labelledby="login-title"
      sx={{
        width: '100%',
        maxWidth: 400,
        p: { xs: 3, sm: 4 },
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        boxShadow: 1,
      }}
    >
      <Typography id="login-title" variant="h1" gutterBottom>
        {t('login.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('login.tagline')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {endedText !== null && (
            <Typography
              id="login-session-end"
              role="status"
              sx={{ p: 1.5, border: 1, borderColor: 'info.main', borderRadius: 1, color: 'info.dark' }}
            >
              {endedText}
            </Typography>
          )}
          {error !== null && (
            <Typography
              id="login-error"
              role="alert"
              sx={{ p: 1.5, border: 1, borderColor: 'error.main', borderRadius: 1, color: 'error.dark' }}
            >
              {error}
            </Typography>
          )}
          {FIELDS.map((field) => (
            <LoginField
              key={field.name}
              label={t(field.label)}
              type={field.name}
              name={field.name}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              error={fieldErrors[field.name]}
            />
          ))}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={pending}
            disabled={waiting}
            fullWidth
          >
            {t('login.submit')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', mt: 3, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box component={RouterLink} to={paths.resetPassword()} sx={LINK}>
          {t('login.forgotPassword')}
        </Box>
        <Box component={RouterLink} to={paths.signUp()} sx={LINK}>
          {t('login.createAccount')}
        </Box>
      </Box>
    </Box>
  );
}
