import { HowToRegIcon } from '../../../components/icons/how-to-reg.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { ROLE_PERMISSIONS, type Role } from '../../../api/access-rules.gen.ts';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { useNow } from '../../../components/use-now.ts';
import { SIGN_UPS_LIST_MODULE } from '../../../domain/access/sign-ups.list.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { dataScopeOf, EVERYTHING, type ScopedPerson } from '../../../domain/access/data-scope.ts';
import { roleOffers, type RoleCatalogue, type RoleOffer } from '../../../domain/access/role-grants.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useDecideSignUp } from '../api/decide-sign-up.ts';
import { useSignUps, type PendingSignUp } from '../api/list-sign-ups.ts';
import { errorText } from '../../../i18n/error-text.ts';

// The decision dialog (its role and company pickers bring MUI's Select, Menu, Popover and Modal) loads when a decision
// is first asked for, not with the list (DESIGN §6). A chunk that stalls ends in the load-failure page (SPEC §9).
const SignUpDialog = lazy(
  withLoadTimeout(() => import('./sign-up-dialog.tsx').then((module) => ({ default: module.SignUpDialog }))),
);

const PAGE_SIZE = 50;
const columnsAt = (now: number): readonly ListColumn<PendingSignUp, never>[] => [
  {
    id: 'email',
    label: t('signUps.column.email'),
    // A long address breaks anywhere rather than widening the table.
    cell: (signUp) => (
      <Box component="span" sx={{ wordBreak: 'break-all' }}>
        {signUp.email}
      </Box>
    ),
  },
  { id: 'name', label: t('signUps.column.name'), cell: (signUp) => signUp.name },
  {
    id: 'verified',
    label: t('signUps.column.verified'),
    cell: (signUp) => (
      <span aria-label={signUp.verified ? t('signUps.verified') : t('signUps.notVerified')}>
        {signUp.verified ? '✓' : '✗'}
      </span>
    ),
  },
  { id: 'requested', label: t('signUps.column.requested'), cell: (signUp) => signUp.requestedArea ?? '—' },
  { id: 'company', label: t('signUps.column.company'), cell: (signUp) => signUp.company?.name ?? '—' },
  {
    id: 'waitingSince',
    label: t('signUps.column.waitingSince'),
    cell: (signUp) => <RelativeInstant iso={signUp.createdAt} now={now} />,
  },
];

const ROLE_NAMES = Object.keys(ROLE_PERMISSIONS) as Role[];

// Which roles the approver may give needs each role's permissions only: the shell's access rules have them, so the
// list does not fetch the roles' descriptions (src/api/permissions.gen.ts), which only the decision dialog shows.
const ROLE_CATALOGUE: RoleCatalogue = Object.fromEntries(
  ROLE_NAMES.map((role) => [role, { permissions: ROLE_PERMISSIONS[role] }]),
);

/** The roles one may approve as, "A or B" in the language shown. */
const orList = (roles: readonly string[]): string => roles.join(t('signUps.or'));

/** Who approves: the signed-in person (their roles and installer company), or undefined while unknown. */
export interface Approver extends ScopedPerson {
  readonly companyName?: string | undefined;
}

/**
 * Pending sign-ups on the kit's list screen, oldest first: Approve with a role (and company), Reject with a reason, Resend
 * the verification message. The page lives in the URL. An installer admin gets only the sign-ups
 * asking for their company from the server, and approves only as the roles the approval rule lets them grant.
 */
export function PendingSignUpsScreen({ approver }: { readonly approver?: Approver | undefined }) {
  useT();
  // Unknown approver: every role is offered and the server decides (a refusal shows beside the role).
  const scope = approver === undefined ? EVERYTHING : dataScopeOf(approver);
  const offers: RoleOffer<Role>[] =
    approver === undefined
      ? ROLE_NAMES.map((role) => ({ role, refusal: null }))
      : roleOffers(ROLE_CATALOGUE, approver, ROLE_NAMES);
  const roles = offers.filter((offer) => offer.refusal === null).map((offer) => offer.role);
  const list = useListScreen(SIGN_UPS_LIST_MODULE);
  const signUps = useSignUps(list.request);
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
      : t('signUps.range', {
          first: formatCount(first),
          last: formatCount(first + data.signUps.length - 1),
          total: formatCount(data.countTotal),
        });
  const actions = (signUp: PendingSignUp) => (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        aria-label={t('signUps.approveEmail', { email: signUp.email })}
        onClick={() => setDeciding({ signUp, kind: 'approve' })}
      >
        {t('signUps.approve')}
      </Button>
      <Button
        size="small"
        color="error"
        aria-label={t('signUps.rejectEmail', { email: signUp.email })}
        onClick={() => setDeciding({ signUp, kind: 'reject' })}
      >
        {t('signUps.reject')}
      </Button>
      {!signUp.verified ? (
        <Button
          size="small"
          disabled={resend.isPending}
          aria-label={t('signUps.resendTo', { email: signUp.email })}
          onClick={() =>
            resend.mutate(
              { signUpId: signUp.id, decision: { type: 'resend' } },
              { onSuccess: () => setNotice(t('signUps.resent', { email: signUp.email })) },
            )
          }
        >
          {t('signUps.resend')}
        </Button>
      ) : null}
    </Stack>
  );
  return (
    <Stack spacing={2}>
      {scope.kind === 'limited' ? (
        <Alert severity="info">
          {approver?.companyName
            ? t('signUps.limitedScopeNamed', { company: approver.companyName, roles: orList(roles) })
            : t('signUps.limitedScope', { roles: orList(roles) })}
        </Alert>
      ) : null}
      <ListScreen
        list={list}
        query={signUps}
        rows={data?.signUps}
        rowId={(signUp) => signUp.id}
        columns={columnsAt(now)}
        table={{ label: t('signUps.tableLabel'), loadingLabel: t('signUps.loadingTable'), skeletonRows: 6 }}
        what={t('signUps.what')}
        errorTitle={t('signUps.loadError')}
        empty={{
          icon: <HowToRegIcon fontSize="inherit" />,
          title: t('signUps.emptyTitle'),
          text: t('signUps.emptyText'),
        }}
        pages={<ListPages list={list} label={t('signUps.pages')} of={data} description={description} />}
        rowActions={{ label: t('signUps.actions'), cell: actions }}
        slots={{
          toolbarStart: (
            <Box role="status" aria-live="polite" sx={{ flexGrow: 1 }}>
              {notice !== '' ? <Alert severity="success">{notice}</Alert> : null}
              {resend.isError ? (
                <Alert severity="error">
                  {t('signUps.resendFailed', { message: errorText(resend.error) })}
                </Alert>
              ) : null}
            </Box>
          ),
        }}
      />
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
