import { GroupIcon } from '../../../components/icons/group.tsx';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListSearch } from '../../../components/list-screen/list-search.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { useNow } from '../../../components/use-now.ts';
import { STAFF_USERS_LIST_MODULE } from '../../../domain/staff/staff-users.list.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { WriteResultNotice } from '../../../components/write-result-notice.tsx';
import { formatCount } from '../../../domain/format/locale-format.ts';
import type { Grantor } from '../../../domain/access/role-grants.ts';
import { useStaffUsers, type StaffUser } from '../api/list-staff-users.ts';
import { RoleMatrix } from './role-matrix.tsx';
import { useT } from '../../../i18n/display-preferences.ts';
import { useCan } from '../../../auth/use-can.ts';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import type { StaffChangeIntent } from './staff-change-dialog.tsx';
import { StaffUserActions, staffUserColumns } from './staff-user-columns.tsx';

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
  const t = useT();
  const list = useListScreen(STAFF_USERS_LIST_MODULE);
  const users = useStaffUsers(list.request);
  const now = useNow();
  const [changing, setChanging] = useState<{ user: StaffUser; intent: StaffChangeIntent } | null>(null);
  // Giving and taking roles, deactivating and reactivating all need users:write: without it, no change is offered.
  const mayChange = useCan('assignStaffRole');
  const onChange = mayChange
    ? (user: StaffUser, intent: StaffChangeIntent) => setChanging({ user, intent })
    : undefined;
  const [notice, setNotice] = useState('');
  const closeNotice = useCallback(() => setNotice(''), []);
  const data = users.data;
  const first = data === undefined ? 0 : (data.page - 1) * PAGE_SIZE + 1;
  const description =
    data === undefined
      ? ''
      : data.countTotal === 0
        ? t('userRoles.noPeople')
        : t(list.filtered ? 'userRoles.rangeFound' : 'userRoles.range', {
            first: formatCount(first),
            last: formatCount(first + data.users.length - 1),
            total: formatCount(data.countTotal),
          });
  return (
    <Stack spacing={4}>
      <Stack component="section" aria-labelledby="staff-heading" spacing={2}>
        <Typography id="staff-heading" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {t('userRoles.people')}
        </Typography>
        {mayChange ? null : (
          <WhoCanNote action={t('userRoles.whoCanAction')} operation="assignStaffRole" inLanguageShown />
        )}
        <ListScreen
          list={list}
          query={users}
          rows={data?.users}
          rowId={(user) => user.id}
          columns={staffUserColumns(now, onChange)}
          table={{ label: t('userRoles.tableLabel'), loadingLabel: t('userRoles.loadingTable') }}
          what={t('userRoles.what')}
          errorTitle={t('userRoles.loadError')}
          search={
            <ListSearch
              list={list}
              label={t('userRoles.search')}
              placeholder={t('userRoles.searchPlaceholder')}
            />
          }
          {...(onChange === undefined
            ? {}
            : {
                rowActions: {
                  label: t('userRoles.actions'),
                  cell: (user: StaffUser) => <StaffUserActions user={user} onChange={onChange} />,
                },
              })}
          empty={{
            icon: <GroupIcon fontSize="inherit" />,
            title: list.filtered ? t('userRoles.nobodyMatches') : t('userRoles.noStaff'),
            text: list.filtered ? t('userRoles.noMatchText') : t('userRoles.noStaffText'),
            clearLabel: t('userRoles.clearSearch'),
          }}
          pages={<ListPages list={list} label={t('userRoles.pages')} of={data} description={description} />}
        />
      </Stack>
      <Stack component="section" aria-labelledby="matrix-heading" spacing={2}>
        <Typography id="matrix-heading" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {t('userRoles.matrixHeading')}
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
            onDone={(message) => {
              setChanging(null);
              setNotice(message);
            }}
          />
        </Suspense>
      ) : null}
      <WriteResultNotice message={notice} onClose={closeNotice} />
    </Stack>
  );
}
