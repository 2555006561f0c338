import { HowToRegIcon } from '../../../components/icons/how-to-reg.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { lazy, Suspense, useState } from 'react';
import { ROLES, type Role } from '../../../api/permissions.gen.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { AnswerPagination } from '../../../components/list-pagination.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { useListUrl } from '../../../components/use-list-url.ts';
import { useNow } from '../../../components/use-now.ts';
import { listRequest } from '../../../domain/lists/list-module.ts';
import { SIGN_UPS_LIST_MODULE } from '../../../domain/access/sign-ups.list.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { dataScopeOf, EVERYTHING, type ScopedPerson } from '../../../domain/access/data-scope.ts';
import { roleOffers, type RoleOffer } from '../../../domain/access/role-grants.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useDecideSignUp } from '../api/decide-sign-up.ts';
import { useSignUps, type PendingSignUp } from '../api/list-sign-ups.ts';

// The decision dialog (its role and company pickers bring MUI's Select, Menu, Popover and Modal) loads when a decision
// is first asked for, not with the list (DESIGN §6). A chunk that stalls ends in the load-failure page (SPEC §9).
const SignUpDialog = lazy(
  withLoadTimeout(() => import('./sign-up-dialog.tsx').then((module) => ({ default: module.SignUpDialog }))),
);

const PAGE_SIZE = 50;
const COLUMNS = [
  { label: 'Email' },
  { label: 'Name' },
  { label: 'Verified' },
  { label: 'Requested' },
  { label: 'Company' },
  { label: 'Waiting since' },
  { label: 'Actions' },
] as const;

const ROLE_NAMES = Object.keys(ROLES) as Role[];

/** Who approves: the signed-in person (their roles and installer company), or undefined while unknown. */
export interface Approver extends ScopedPerson {
  readonly companyName?: string | undefined;
}

/**
 * Pending sign-ups, oldest first: Approve with a role (and company), Reject with a reason, Resend
 * the verification message. The page lives in the URL. An installer admin gets only the sign-ups
 * asking for their company from the server, and approves only as the roles the approval rule lets them grant.
 */
export function PendingSignUpsScreen({ approver }: { readonly approver?: Approver | undefined }) {
  // Unknown approver: every role is offered and the server decides (a refusal shows beside the role).
  const scope = approver === undefined ? EVERYTHING : dataScopeOf(approver);
  const offers: RoleOffer<Role>[] =
    approver === undefined
      ? ROLE_NAMES.map((role) => ({ role, refusal: null }))
      : roleOffers(ROLES, approver, ROLE_NAMES);
  const roles = offers.filter((offer) => offer.refusal === null).map((offer) => offer.role);
  const { state, hrefFor } = useListUrl(SIGN_UPS_LIST_MODULE.list);
  const signUps = useSignUps(listRequest(SIGN_UPS_LIST_MODULE, state, null));
  const resend = useDecideSignUp();
  const now = useNow();
  const [deciding, setDeciding] = useState<{ signUp: PendingSignUp; kind: 'approve' | 'reject' } | null>(
    null,
  );
  const [notice, setNotice] = useState('');
  const data = signUps.data;
  const first = data === undefined ? 0 : (data.page - 1) * PAGE_SIZE + 1;
  const description =
    data === undefined || data.countTotal === 0
      ? ''
      : `Sign-ups ${formatCount(first)}–${formatCount(first + data.signUps.length - 1)} of ${formatCount(data.countTotal)}`;
  return (
    <Stack spacing={2}>
      {scope.kind === 'limited' ? (
        <Alert severity="info">
          {`You see the sign-ups that ask for your company${approver?.companyName ? `, ${approver.companyName}` : ''}, and approve them as ${roles.join(' or ')}.`}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Box role="status" aria-live="polite" sx={{ flexGrow: 1 }}>
          {notice !== '' ? <Alert severity="success">{notice}</Alert> : null}
          {resend.isError ? (
            <Alert severity="error">{`Could not resend the verification: ${resend.error.message}`}</Alert>
          ) : null}
        </Box>
        <UpdatedAgo what="the sign-ups" data={signUps} />
      </Stack>
      {signUps.status === 'error' ? (
        <LoadErrorAlert title="Could not load the sign-ups" error={signUps.error} onRetry={signUps.retry} />
      ) : data !== undefined && data.signUps.length === 0 ? (
        <MessagePanel icon={<HowToRegIcon fontSize="inherit" />} title="Nobody is waiting" titleAs="h2">
          New sign-ups appear here until someone approves or rejects them.
        </MessagePanel>
      ) : (
        <>
          <DataTable
            label="Pending sign-ups"
            columns={COLUMNS}
            loading={data === undefined}
            loadingLabel="Loading the sign-ups"
            skeletonRows={6}
          >
            {keyed(data?.signUps ?? [], (signUp) => signUp.id).map(([key, signUp]) => (
              <TableRow key={key} hover>
                <TableCell sx={{ wordBreak: 'break-all' }}>{signUp.email}</TableCell>
                <TableCell>{signUp.name}</TableCell>
                <TableCell>
                  <span aria-label={signUp.verified ? 'Verified' : 'Not verified'}>
                    {signUp.verified ? '✓' : '✗'}
                  </span>
                </TableCell>
                <TableCell>{signUp.requestedArea ?? '—'}</TableCell>
                <TableCell>{signUp.company?.name ?? '—'}</TableCell>
                <TableCell>
                  <RelativeInstant iso={signUp.createdAt} now={now} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      aria-label={`Approve ${signUp.email}`}
                      onClick={() => setDeciding({ signUp, kind: 'approve' })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Reject ${signUp.email}`}
                      onClick={() => setDeciding({ signUp, kind: 'reject' })}
                    >
                      Reject
                    </Button>
                    {!signUp.verified ? (
                      <Button
                        size="small"
                        disabled={resend.isPending}
                        aria-label={`Resend verification to ${signUp.email}`}
                        onClick={() =>
                          resend.mutate(
                            { signUpId: signUp.id, decision: { type: 'resend' } },
                            {
                              onSuccess: () =>
                                setNotice(`A new verification message went to ${signUp.email}.`),
                            },
                          )
                        }
                      >
                        Resend verification
                      </Button>
                    ) : null}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
          <AnswerPagination
            answer={data}
            hrefFor={(page) => hrefFor({ type: 'setPage', page })}
            description={description}
            label="Sign-up pages"
          />
        </>
      )}
      {deciding !== null ? (
        <Suspense fallback={null}>
          <SignUpDialog
            key={`${deciding.signUp.id}-${deciding.kind}`}
            signUp={deciding.signUp}
            kind={deciding.kind}
            offers={offers}
            onClose={() => setDeciding(null)}
            onDone={(message) => {
              setDeciding(null);
              setNotice(message);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
