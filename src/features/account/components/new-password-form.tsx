import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateNewPassword } from '../../../domain/account/account-validation.ts';
import { resetPassword } from '../api/reset-password.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountFormFrame } from './account-form-frame.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

/** Step 2 of a password reset, reached through the emailed link: the new password, sent with the link's token. */
export function NewPasswordForm({ api, token }: { api: ApiClient; token: string }) {
  const t = useT();
  const form = useAccountForm({
    initial: { password: '', confirmation: '' },
    validate: (values) => validateNewPassword({ ...values, token }),
    call: (body) => resetPassword(api, body),
  });

  return (
    <AccountFormFrame
      form={form}
      label={t('reset.newLabel')}
      submitLabel={t('reset.newSubmit')}
      failure={t('reset.newFailure')}
      failureHint={(error) =>
        error.status >= 400 &&
        error.status < 500 && (
          <>
            {' '}
            {t('reset.expired')}{' '}
            <Link component={RouterLink} to={paths.resetPassword()}>
              {t('reset.requestNewLink')}
            </Link>
            .
          </>
        )
      }
      outcome={{
        title: t('reset.newDoneTitle'),
        action: { label: t('reset.newDoneAction'), to: paths.login() },
        text: t('reset.newDoneText'),
      }}
    >
      <NewPasswordFields
        form={form}
        label={t('reset.newPassword')}
        confirmLabel={t('reset.confirmNewPassword')}
      />
    </AccountFormFrame>
  );
}
