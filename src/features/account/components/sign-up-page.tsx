import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateSignUp } from '../../../domain/account/account-validation.ts';
import { signUp } from '../api/sign-up.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { fieldMessage } from '../hooks/field-message.ts';
import { AccountCard } from './account-card.tsx';
import { AccountField } from './account-field.tsx';
import { AccountFormFrame } from './account-form-frame.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SignUpCompanyField } from './sign-up-company-field.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

// Suggestions only: a person may name their installer company or anything else the approver should read. They stay
// English in every language: the approver's screen reads the role asked for from them (roleAskedFor, staff-rules.ts).
const AREA_SUGGESTIONS = ['Sales', 'Operations', 'Fleet management', 'Installer: ', 'API documentation'];
const AREA_LIST_ID = 'sign-up-area-suggestions';

/**
 * /sign-up: name, email, password and its confirmation, and optionally the area or company asked for (shown to the
 * approver) and an installer's company (its installer admins approve) → proposed sign-up call.
 */
export function SignUpPage({ api }: { api: ApiClient }) {
  const t = useT();
  const links = [
    { label: t('signUp.toSignIn'), to: paths.login() },
    { label: t('signUp.toVerify'), to: paths.verifyEmail() },
  ];
  const form = useAccountForm({
    initial: { name: '', email: '', password: '', confirmation: '', requestedArea: '', companyUuid: '' },
    validate: validateSignUp,
    call: (body) => signUp(api, body),
    fieldOf: (error) =>
      error.status === 409 ? 'email' : error.errorId === 'COMPANY_UNKNOWN' ? 'companyUuid' : undefined,
  });
  const area = form.field('requestedArea');

  return (
    <AccountCard title={t('signUp.title')} intro={t('signUp.intro')} links={links}>
      <AccountFormFrame
        form={form}
        label={t('signUp.title')}
        submitLabel={t('signUp.submit')}
        failure={t('signUp.failure')}
        failureHint={(error) =>
          error.status === 409 && (
            <>
              {' '}
              <Link component={RouterLink} to={paths.login()}>
                {t('signUp.existsSignIn')}
              </Link>{' '}
              {t('signUp.existsOr')}{' '}
              <Link component={RouterLink} to={paths.resetPassword()}>
                {t('signUp.existsReset')}
              </Link>
              .
            </>
          )
        }
        outcome={{
          title: t('account.checkEmail'),
          action: { label: t('signUp.doneAction'), to: paths.verifyEmail() },
          text: t('signUp.doneText', { email: form.values.email.trim() }),
        }}
      >
        <AccountField field={form.field('name')} label={t('signUp.name')} autoComplete="name" />
        <AccountField
          field={form.field('email')}
          label={t('account.email')}
          type="email"
          autoComplete="email"
        />
        <NewPasswordFields
          form={form}
          label={t('signUp.password')}
          confirmLabel={t('signUp.confirmPassword')}
        />
        {/* A plain text field with the browser's own suggestion list: no select or menu code on the /login entry. */}
        <TextField
          {...area}
          helperText={area.helperText === undefined ? t('signUp.areaHint') : fieldMessage(area.helperText)}
          label={t('signUp.area')}
          autoComplete="organization"
          fullWidth
          slotProps={{ htmlInput: { list: AREA_LIST_ID } }}
        />
        <datalist id={AREA_LIST_ID}>
          {AREA_SUGGESTIONS.map((area) => (
            <option key={area} value={area} />
          ))}
        </datalist>
        <SignUpCompanyField api={api} field={form.field('companyUuid')} />
      </AccountFormFrame>
    </AccountCard>
  );
}
