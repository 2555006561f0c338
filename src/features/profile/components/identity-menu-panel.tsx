import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { QueryState } from '../../../api/query-state.ts';
import type { Profile } from '../api/get-profile.ts';

/** The identity menu's content (loaded on first opening): email, roles, company; or why the profile is missing. */
export function IdentityMenuPanel({
  id,
  anchor,
  profile,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  profile: QueryState<Profile>;
  onClose: () => void;
}) {
  const person = profile.status === 'ready' ? profile.data.person : undefined;
  const roles = person?.roles ?? [];
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {profile.status === 'error' ? (
        [
          <Typography key="why" role="status" variant="body2" sx={{ px: 2, py: 1, maxWidth: 320 }}>
            Your profile could not be loaded ({profile.error.message}). The permissions stored when you signed
            in stay in force.
          </Typography>,
          <MenuItem
            key="retry"
            onClick={() => {
              profile.retry();
              onClose();
            }}
          >
            Try again
          </MenuItem>,
        ]
      ) : profile.status === 'loading' ? (
        <Typography role="status" variant="body2" sx={{ px: 2, py: 1 }}>
          Loading your profile…
        </Typography>
      ) : (
        [
          <Typography key="name" variant="subtitle2" sx={{ px: 2, pt: 1 }}>
            {person?.name ?? 'Signed in'}
          </Typography>,
          <Typography key="email" variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {person?.email ?? 'The server did not say who you are.'}
          </Typography>,
          <Divider key="divider" />,
          <Typography key="roles" variant="body2" sx={{ px: 2, pt: 1, pb: person?.company ? 0 : 1 }}>
            {roles.length > 0 ? `Roles: ${roles.join(', ')}` : 'No role yet: ask an administrator'}
          </Typography>,
          person?.company ? (
            <Typography key="company" variant="body2" sx={{ px: 2, pb: 1 }}>
              Company: {person.company.name}
            </Typography>
          ) : null,
        ]
      )}
    </Menu>
  );
}
