import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { heldRoles, STAFF_STATE_LABELS } from '../../../domain/staff/staff-rules.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import type { StaffUser } from '../api/list-staff-users.ts';
import type { StaffChangeIntent } from './staff-change-dialog.tsx';

const COLUMNS = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Roles' },
  { label: 'Company' },
  { label: 'State' },
  { label: 'Last sign-in' },
  { label: 'Actions' },
] as const;

// The state in words; active outlined in green, the others neutral (an orange chip failed WCAG contrast in a row).
const STATE_COLORS = { active: 'success', deactivated: 'default', 'email-not-verified': 'default' } as const;

export interface StaffUsersTableProps {
  users: readonly StaffUser[];
  loading: boolean;
  now: number;
  onChange: (user: StaffUser, intent: StaffChangeIntent) => void;
}

export function StaffUsersTable({ users, loading, now, onChange }: StaffUsersTableProps) {
  return (
    <DataTable
      label="Staff users"
      columns={COLUMNS}
      loading={loading}
      loadingLabel="Loading the staff users"
      skeletonRows={8}
    >
      {keyed(users, (user) => user.id).map(([key, user]) => (
        <TableRow key={key} hover>
          <TableCell>{user.name}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
          <TableCell>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {user.roles.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No role
                </Typography>
              ) : (
                heldRoles(user).map((role) => (
                  <Stack key={role} direction="row" sx={{ alignItems: 'center' }}>
                    <Chip size="small" label={role} />
                    <Button
                      size="small"
                      color="error"
                      sx={{ minWidth: 0, px: 0.5 }}
                      aria-label={`Remove the role ${role} from ${user.name}`}
                      onClick={() => onChange(user, { type: 'removeRole', role })}
                    >
                      ×
                    </Button>
                  </Stack>
                ))
              )}
            </Stack>
          </TableCell>
          <TableCell>{user.company?.name ?? '—'}</TableCell>
          <TableCell>
            <Chip
              size="small"
              variant="outlined"
              color={STATE_COLORS[user.state]}
              label={STAFF_STATE_LABELS[user.state]}
            />
          </TableCell>
          <TableCell>
            {user.lastSignInAt === null ? (
              <Typography variant="body2" color="text.secondary">
                Never
              </Typography>
            ) : (
              <RelativeInstant iso={user.lastSignInAt} now={now} />
            )}
          </TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="outlined"
                aria-label={`Add role for ${user.name}`}
                onClick={() => onChange(user, { type: 'assignRole' })}
              >
                Add role
              </Button>
              {user.state === 'deactivated' ? (
                <Button
                  size="small"
                  aria-label={`Reactivate ${user.name}`}
                  onClick={() => onChange(user, { type: 'reactivate' })}
                >
                  Reactivate
                </Button>
              ) : (
                <Button
                  size="small"
                  color="error"
                  aria-label={`Deactivate ${user.name}`}
                  onClick={() => onChange(user, { type: 'deactivate' })}
                >
                  Deactivate
                </Button>
              )}
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
