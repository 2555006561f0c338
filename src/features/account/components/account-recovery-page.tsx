import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateAccountRecovery } from '../../../domain/account/account-validation.ts';
import { recoverAccount } from '../api/recover-account.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountCard } from './account-card.tsx';
import { AccountField } from './account-field.tsx';
import { AccountFormFrame } from './account-form-frame.tsx';

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

  return (
    <AccountCard
      title="Account recovery"
      intro="Cannot sign in and cannot reset your password? Give us the email address or the user reference of your account and we will contact you to restore access."
      links={LINKS}
    >
      <AccountFormFrame
        form={form}
        label="Account recovery"
        submitLabel="Start recovery"
        failure="Account recovery could not be started"
        outcome={{
          title: 'Recovery started',
          action: { label: 'Back to sign in', to: paths.login() },
          text: (
            <>
              We started account recovery for {form.values.identifier.trim()}. If an account matches, we will
              contact you through its registered email address.
            </>
          ),
        }}
      >
        <AccountField
          field={form.field('identifier')}
          label="Email or user reference"
          autoComplete="username"
          hint="For example name@example.com or your user reference."
        />
      </AccountFormFrame>
    </AccountCard>
  );
}
