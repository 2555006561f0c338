import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { heldRoles } from '../../../domain/staff/staff-rules.ts';
import { t } from '../../../i18n/i18n.ts';
import type { StaffUser } from '../api/list-staff-users.ts';
import type { StaffChangeIntent } from './staff-change-dialog.tsx';

// The state in words; active outlined in green, the others neutral (an orange chip failed WCAG contrast in a row).
const STATE_COLORS = { active: 'success', deactivated: 'default', 'email-not-verified': 'default' } as const;

type StaffUserColumn = ListColumn<StaffUser, never>;
type OnChange = (user: StaffUser, intent: StaffChangeIntent) => void;

/** The staff users' columns: each held role removable in place (without `onChange`, shown only). */
export function staffUserColumns(now: number, onChange?: OnChange): StaffUserColumn[] {
  return [
    { id: 'name', label: t('userRoles.column.name'), cell: (user) => user.name },
    {
      id: 'email',
      label: t('userRoles.column.email'),
      cell: (user) => (
        <Box component="span" sx={{ wordBreak: 'break-all' }}>
          {user.email}
        </Box>
      ),
    },
    {
      id: 'roles',
      label: t('userRoles.column.roles'),
      cell: (user) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {user.roles.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('userRoles.noRole')}
            </Typography>
          ) : (
            heldRoles(user).map((role) => (
              <Stack key={role} direction="row" sx={{ alignItems: 'center' }}>
                <Chip size="small" label={role} />
                {onChange === undefined ? null : (
                  <Button
                    size="small"
                    color="error"
                    sx={{ minWidth: 0, px: 0.5 }}
                    aria-label={t('userRoles.removeRoleOf', { role, name: user.name })}
                    onClick={() => onChange(user, { type: 'removeRole', role })}
                  >
                    ×
                  </Button>
                )}
              </Stack>
            ))
          )}
        </Stack>
      ),
    },
    { id: 'company', label: t('userRoles.column.company'), cell: (user) => user.company?.name ?? '—' },
    {
      id: 'state',
      label: t('userRoles.column.state'),
      cell: (user) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATE_COLORS[user.state]}
          label={t(`userRoles.state.${user.state}`)}
        />
      ),
    },
    {
      id: 'lastSignIn',
      label: t('userRoles.column.lastSignIn'),
      cell: (user) =>
        user.lastSignInAt === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('userRoles.never')}
          </Typography>
        ) : (
          <RelativeInstant iso={user.lastSignInAt} now={now} />
        ),
    },
  ];
}

/** A staff user's actions: a role added, the person deactivated or reactivated. */
export function StaffUserActions({ user, onChange }: { user: StaffUser; onChange: OnChange }) {
  return (
    // Each button on one line; side by side on a wide screen, the second under the first on a narrower one.
    // Squeezed side by side in a narrow column, "Deaktivieren" ran out of its button.
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: { xs: 'wrap', lg: 'nowrap' }, '& > .MuiButton-root': { whiteSpace: 'nowrap' } }}
    >
      <Button
        size="small"
        variant="outlined"
        aria-label={t('userRoles.addRoleFor', { name: user.name })}
        onClick={() => onChange(user, { type: 'assignRole' })}
      >
        {t('userRoles.addRole')}
      </Button>
      {user.state === 'deactivated' ? (
        <Button
          size="small"
          aria-label={t('userRoles.reactivateName', { name: user.name })}
          onClick={() => onChange(user, { type: 'reactivate' })}
        >
          {t('userRoles.apply.reactivate')}
        </Button>
      ) : (
        <Button
          size="small"
          color="error"
          aria-label={t('userRoles.deactivateName', { name: user.name })}
          onClick={() => onChange(user, { type: 'deactivate' })}
        >
          {t('userRoles.apply.deactivate')}
        </Button>
      )}
    </Stack>
  );
}
