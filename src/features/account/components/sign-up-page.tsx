import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { validateSignUp } from '../../../domain/account/account-validation.ts';
import { signUp } from '../api/sign-up.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountCard } from './account-card.tsx';
import { AccountField } from './account-field.tsx';
import { AccountFormFrame } from './account-form-frame.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SignUpCompanyField } from './sign-up-company-field.tsx';

// Suggestions only: a person may name their installer company or anything else the approver should read.
const AREA_SUGGESTIONS = ['Sales', 'Operations', 'Fleet management', 'Installer: ', 'API documentation'];
const AREA_LIST_ID = 'sign-up-area-suggestions';

const LINKS = [
  { label: 'Already have an account? Sign in', to: paths.login() },
  { label: 'Have a code? Verify your email', to: paths.verifyEmail() },
];

/**
 * /sign-up: name, email, password and its confirmation, and optionally the area or company asked for (shown to the
 * approver) and an installer's company (its installer admins approve) → proposed sign-up call.
 */
export function SignUpPage({ api }: { api: ApiClient }) {
  const form = useAccountForm({
    initial: { name: '', email: '', password: '', confirmation: '', requestedArea: '', companyUuid: '' },
    validate: validateSignUp,
    call: (body) => signUp(api, body),
    fieldOf: (error) =>
      error.status === 409 ? 'email' : error.errorId === 'COMPANY_UNKNOWN' ? 'companyUuid' : undefined,
  });
  const area = form.field('requestedArea');

  return (
    <AccountCard
      title="Sign up"
      intro="Create a staff account for the Operator Portal. We will email you a code to verify your address."
      links={LINKS}
    >
      <AccountFormFrame
        form={form}
        label="Sign up"
        submitLabel="Create account"
        failure="Your account could not be created"
        failureHint={(error) =>
          error.status === 409 && (
            <>
              {' '}
              <Link component={RouterLink} to={paths.login()}>
                Sign in
              </Link>{' '}
              or{' '}
              <Link component={RouterLink} to={paths.resetPassword()}>
                reset your password
              </Link>
              .
            </>
          )
        }
        outcome={{
          title: 'Check your email',
          action: { label: 'Enter the verification code', to: paths.verifyEmail() },
          text: <>We sent a verification code and link to {form.values.email.trim()}.</>,
        }}
      >
        <AccountField field={form.field('name')} label="Name" autoComplete="name" />
        <AccountField field={form.field('email')} label="Email" type="email" autoComplete="email" />
        <NewPasswordFields form={form} label="Password" confirmLabel="Confirm password" />
        {/* A plain text field with the browser's own suggestion list: no select or menu code on the /login entry. */}
        <TextField
          {...area}
          helperText={
            area.helperText ??
            'Optional: the area you need, or "Installer: " and your company. Whoever approves you reads it.'
          }
          label="Area or company you need access to"
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
