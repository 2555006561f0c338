import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { AccountCard } from './account-card.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { PasswordResetRequestForm } from './password-reset-request-form.tsx';

const LINKS = [
  { label: 'Back to sign in', to: paths.login() },
  { label: 'No access to your email? Recover your account', to: paths.accountRecovery() },
];

interface ResetPasswordPageProps {
  api: ApiClient;
  /** The usable `?token=` of the emailed reset link; without one the page asks for the email address. */
  linkToken: string | undefined;
  brokenLink: boolean;
}

/** /reset-password: email → reset link; the link (with its token) → new password and confirmation. */
export function ResetPasswordPage({ api, linkToken, brokenLink }: ResetPasswordPageProps) {
  return linkToken === undefined ? (
    <AccountCard
      title="Reset password"
      intro="Enter the email address of your account. We will send you a link to choose a new password."
      links={LINKS}
    >
      <PasswordResetRequestForm api={api} brokenLink={brokenLink} />
    </AccountCard>
  ) : (
    <AccountCard title="Reset password" intro="Choose a new password for your account." links={LINKS}>
      <NewPasswordForm api={api} token={linkToken} />
    </AccountCard>
  );
}
