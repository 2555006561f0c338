import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateVerificationCode } from '../../../domain/account/account-validation.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountCard } from './account-card.tsx';
import { AccountField } from './account-field.tsx';
import { AccountFormFrame } from './account-form-frame.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

interface VerifyEmailPageProps {
  api: ApiClient;
  /** The usable `?token=` of the emailed link: sent at once, no typing needed. */
  linkToken: string | undefined;
  /** The URL had a `token` that cannot be used (empty, too long, broken). */
  brokenLink: boolean;
}

/** /verify-email: the emailed link verifies on arrival; otherwise the user types the emailed code. */
export function VerifyEmailPage({ api, linkToken, brokenLink }: VerifyEmailPageProps) {
  const t = useT();
  const links = [
    { label: t('verify.toSignIn'), to: paths.login() },
    { label: t('verify.toSignUp'), to: paths.signUp() },
  ];
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

  // Never together with the outcome: the link is checked while its call is not yet sent or pending.
  const checkingLink = via === 'link' && (state.kind === 'pending' || state.kind === 'idle');

  return (
    <AccountCard title={t('verify.title')} intro={t('verify.intro')} links={links}>
      {checkingLink ? (
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('verify.checking')}</Typography>
        </Stack>
      ) : (
        <AccountFormFrame
          form={form}
          label={t('verify.title')}
          submitLabel={t('verify.submit')}
          failure={via === 'link' ? t('verify.failureLink') : t('verify.failureCode')}
          failureHint={() => via === 'link' && ` ${t('verify.useCode')}`}
          notice={
            brokenLink && state.kind === 'idle' && <Alert severity="warning">{t('verify.brokenLink')}</Alert>
          }
          outcome={{
            title: t('verify.doneTitle'),
            action: { label: t('verify.doneAction'), to: paths.login() },
            // Whether the person may sign in now depends on their sign-up's approval, which only the server's answer
            // (shown below this) knows: the page adds nothing that could contradict it.
            text: null,
          }}
          onSubmit={(event) => {
            setVia('code');
            form.onSubmit(event);
          }}
        >
          <AccountField
            field={form.field('code')}
            label={t('verify.code')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
        </AccountFormFrame>
      )}
    </AccountCard>
  );
}
