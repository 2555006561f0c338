import { useSearchParams } from 'react-router-dom';
import { useApiClient } from '../api/use-api-client.ts';
import { linkToken } from '../domain/account/account-validation.ts';
import { VerifyEmailPage } from '../features/account/components/verify-email-page.tsx';

/** /verify-email, or /verify-email?token=… as opened from the emailed link. */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('token');
  const token = linkToken(raw);
  // A new token (another link opened in this tab) is a new verification: remount so it is sent once more.
  return (
    <VerifyEmailPage
      key={token ?? ''}
      api={useApiClient()}
      linkToken={token}
      brokenLink={raw !== null && token === undefined}
    />
  );
}
