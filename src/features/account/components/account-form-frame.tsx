import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import type { ApiError } from '../../../api/api-error.ts';
import { useCountdown } from '../../../components/use-countdown.ts';
import { rateLimitWait } from '../../../domain/auth/rate-limit.ts';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import { useT } from '../../../i18n/display-preferences.ts';

import { accountFailureMessage } from '../hooks/account-failure-message.ts';
import type { AccountRequestState } from '../hooks/use-account-request.ts';
import { AccountFailure } from './account-failure.tsx';
import { AccountOutcome } from './account-outcome.tsx';

interface AccountFormFrameProps {
  /** The state and submit handler of useAccountForm. */
  form: { state: AccountRequestState; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The failed step, as accountFailureMessage words it, e.g. 'Your account could not be created'. */
  failure: string;
  /** A way on after a failure, read after its message. */
  failureHint?: (error: ApiError) => ReactNode;
  /** Above everything else in the form, e.g. a warning about a broken link. */
  notice?: ReactNode;
  /** Replaces the form once the call succeeded, with the server's message. */
  outcome: { title: string; action: { label: string; to: string }; text: ReactNode };
  /** Instead of form.onSubmit, for a page that must note how the call was made. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: ReactNode;
}

/** One account form: notice, failure, fields and the submit button; its outcome once the call succeeded. */
export function AccountFormFrame(props: AccountFormFrameProps) {
  const t = useT();
  const { form, failureHint, outcome } = props;
  const { state } = form;
  const failure = state.kind === 'failed' ? state.error : null;
  // Too many attempts (429): the wait counts down in the message and the button stays off until it is over.
  const wait = useCountdown(rateLimitWait(failure), failure);
  const waiting = wait !== null && wait > 0;
  if (state.kind === 'done') {
    return (
      <AccountOutcome title={outcome.title} serverMessage={state.message} action={outcome.action}>
        {outcome.text}
      </AccountOutcome>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={props.onSubmit ?? form.onSubmit} aria-label={props.label}>
      <Stack spacing={2}>
        {props.notice}
        {state.kind === 'failed' && (
          <AccountFailure
            message={
              wait === null
                ? accountFailureMessage(state.error, props.failure)
                : wait > 0
                  ? t('account.wait', { wait: formatQuantity(wait, 's', 0) })
                  : t('account.waitOver')
            }
          >
            {failureHint?.(state.error)}
          </AccountFailure>
        )}
        {props.children}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={state.kind === 'pending'}
          disabled={waiting}
          fullWidth
        >
          {props.submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
