import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateAccountRecovery } from '../../../domain/account/account-validation.ts';
import { recoverAccount } from '../api/recover-account.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountCard } from './account-card.tsx';
import { AccountField } from './account-field.tsx';
import { AccountFormFrame } from './account-form-frame.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

/** /account-recovery: by email address or user reference → proposed recovery call. */
export function AccountRecoveryPage({ api }: { api: ApiClient }) {
  const t = useT();
  const links = [
    { label: t('account.backToSignIn'), to: paths.login() },
    { label: t('recovery.toReset'), to: paths.resetPassword() },
  ];
  const form = useAccountForm({
    initial: { identifier: '' },
    validate: validateAccountRecovery,
    call: (body) => recoverAccount(api, body),
  });

  return (
    <AccountCard title={t('recovery.title')} intro={t('recovery.intro')} links={links}>
      <AccountFormFrame
        form={form}
        label={t('recovery.title')}
        submitLabel={t('recovery.submit')}
        failure={t('recovery.failure')}
        outcome={{
          title: t('recovery.doneTitle'),
          action: { label: t('account.backToSignIn'), to: paths.login() },
          text: t('recovery.doneText', { identifier: form.values.identifier.trim() }),
        }}
      >
        <AccountField
          field={form.field('identifier')}
          label={t('recovery.field')}
          autoComplete="username"
          hint={t('recovery.hint')}
        />
      </AccountFormFrame>
    </AccountCard>
  );
}
