import Alert from '@mui/material/Alert';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validatePasswordResetRequest } from '../../../domain/account/account-validation.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountField } from './account-field.tsx';
import { AccountFormFrame } from './account-form-frame.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

/** Step 1 of a password reset: the email address the reset link goes to. */
export function PasswordResetRequestForm({ api, brokenLink }: { api: ApiClient; brokenLink: boolean }) {
  const t = useT();
  const form = useAccountForm({
    initial: { email: '' },
    validate: validatePasswordResetRequest,
    call: (body) => requestPasswordReset(api, body),
  });

  return (
    <AccountFormFrame
      form={form}
      label={t('reset.requestLabel')}
      submitLabel={t('reset.requestSubmit')}
      failure={t('reset.requestFailure')}
      notice={
        brokenLink && form.state.kind === 'idle' && <Alert severity="warning">{t('reset.brokenLink')}</Alert>
      }
      outcome={{
        title: t('account.checkEmail'),
        action: { label: t('account.backToSignIn'), to: paths.login() },
        text: t('reset.requestDone', { email: form.values.email.trim() }),
      }}
    >
      <AccountField
        field={form.field('email')}
        label={t('account.email')}
        type="email"
        autoComplete="email"
      />
    </AccountFormFrame>
  );
}
