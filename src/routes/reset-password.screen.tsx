import { useSearchParams } from 'react-router-dom';
import { useApiClient } from '../api/use-api-client.ts';
import { linkToken } from '../domain/account/account-validation.ts';
import { ResetPasswordPage } from '../features/account/components/reset-password-page.tsx';

/** /reset-password asks for the email; /reset-password?token=… (the emailed link) asks for the new password. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('token');
  const token = linkToken(raw);
  return (
    <ResetPasswordPage
      key={token ?? ''}
      api={useApiClient()}
      linkToken={token}
      brokenLink={raw !== null && token === undefined}
    />
  );
}
