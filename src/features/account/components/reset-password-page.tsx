import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { AccountCard } from './account-card.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { PasswordResetRequestForm } from './password-reset-request-form.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

interface ResetPasswordPageProps {
  api: ApiClient;
  /** The usable `?token=` of the emailed reset link; without one the page asks for the email address. */
  linkToken: string | undefined;
  brokenLink: boolean;
}

/** /reset-password: email → reset link; the link (with its token) → new password and confirmation. */
export function ResetPasswordPage({ api, linkToken, brokenLink }: ResetPasswordPageProps) {
  const t = useT();
  const links = [
    { label: t('account.backToSignIn'), to: paths.login() },
    { label: t('reset.toRecovery'), to: paths.accountRecovery() },
  ];
  return linkToken === undefined ? (
    <AccountCard title={t('reset.title')} intro={t('reset.intro')} links={links}>
      <PasswordResetRequestForm api={api} brokenLink={brokenLink} />
    </AccountCard>
  ) : (
    <AccountCard title={t('reset.title')} intro={t('reset.introNew')} links={links}>
      <NewPasswordForm api={api} token={linkToken} />
    </AccountCard>
  );
}
