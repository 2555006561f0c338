import { GroupIcon } from '../../../components/icons/group.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { AnswerPagination } from '../../../components/list-pagination.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { useListUrl } from '../../../components/use-list-url.ts';
import { useNow } from '../../../components/use-now.ts';
import { listRequest } from '../../../domain/lists/list-module.ts';
import { STAFF_USERS_LIST_MODULE } from '../../../domain/staff/staff-users.list.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { normalizeSearchText } from '../../../domain/lists/search-text.ts';
import type { Grantor } from '../../../domain/access/role-grants.ts';
import { useStaffUsers, type StaffUser } from '../api/list-staff-users.ts';
import { RoleMatrix } from './role-matrix.tsx';
import type { StaffChangeIntent } from './staff-change-dialog.tsx';
import { StaffUsersTable } from './staff-users-table.tsx';

// The change dialog (its role picker brings MUI's Select, Menu, Popover and Modal) loads when a change is first asked
// for, not with the list (DESIGN §6). A chunk that stalls ends in the load-failure page (SPEC §9).
const StaffChangeDialog = lazy(
  withLoadTimeout(() =>
    import('./staff-change-dialog.tsx').then((module) => ({ default: module.StaffChangeDialog })),
  ),
);

/** The list controller carries the search (`q`) and the page. */
const PAGE_SIZE = 50;

/**
 * User roles: the staff users, searched and paged by the server with the state in the URL; each
 * person's roles given or taken and the person deactivated or reactivated, each confirmed; the role × permission
 * matrix below, read-only. The signed-in person (`grantor`, undefined while unknown) is offered only the roles they
 * may give.
 */
export function UserRolesScreen({ grantor }: { readonly grantor?: Grantor | undefined }) {
  const { state, dispatch, hrefFor } = useListUrl(STAFF_USERS_LIST_MODULE.list);
  const text = normalizeSearchText(state.text);
  const users = useStaffUsers(listRequest(STAFF_USERS_LIST_MODULE, state, null));
  const now = useNow();
  const [changing, setChanging] = useState<{ user: StaffUser; intent: StaffChangeIntent } | null>(null);
  const data = users.data;
  const first = data === undefined ? 0 : (data.page - 1) * PAGE_SIZE + 1;
  const description =
    data === undefined
      ? ''
      : data.countTotal === 0
        ? '0 people'
        : `People ${formatCount(first)}–${formatCount(first + data.users.length - 1)} of ${formatCount(data.countTotal)}${text !== '' ? ' found' : ''}`;
  return (
    <Stack spacing={4}>
      <Stack component="section" aria-labelledby="staff-heading" spacing={2}>
        <Typography id="staff-heading" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          People
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <SearchField
            value={state.text}
            onSearch={(next) => dispatch({ type: 'setText', text: next })}
            label="Search people"
            placeholder="Name or email"
          />
          <Box sx={{ flexGrow: 1 }} />
          <UpdatedAgo what="the staff users" data={users} />
        </Stack>
        {users.status === 'error' ? (
          <LoadErrorAlert title="Could not load the staff users" error={users.error} onRetry={users.retry} />
        ) : data !== undefined && data.users.length === 0 ? (
          <MessagePanel
            icon={<GroupIcon fontSize="inherit" />}
            title={text !== '' ? 'Nobody matches' : 'No staff users'}
            titleAs="h2"
            actions={
              text !== '' ? (
                <Button variant="outlined" onClick={() => dispatch({ type: 'reset' })}>
                  Clear the search
                </Button>
              ) : undefined
            }
          >
            {text !== '' ? 'No name or email matches the search.' : 'Approved sign-ups appear here.'}
          </MessagePanel>
        ) : (
          <>
            <StaffUsersTable
              users={data?.users ?? []}
              loading={data === undefined}
              now={now}
              onChange={(user, intent) => setChanging({ user, intent })}
            />
            <AnswerPagination
              answer={data}
              hrefFor={(page) => hrefFor({ type: 'setPage', page })}
              description={description}
              label="Staff user pages"
            />
          </>
        )}
      </Stack>
      <Stack component="section" aria-labelledby="matrix-heading" spacing={2}>
        <Typography id="matrix-heading" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          Roles and permissions
        </Typography>
        <RoleMatrix />
      </Stack>
      {changing !== null ? (
        <Suspense fallback={null}>
          <StaffChangeDialog
            key={`${changing.user.id}-${changing.intent.type}`}
            user={changing.user}
            intent={changing.intent}
            grantor={grantor}
            onClose={() => setChanging(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
