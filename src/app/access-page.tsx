import { LockOutlinedIcon } from '../components/icons/lock-outlined.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, Link as RouterLink } from 'react-router-dom';
import { PERMISSIONS } from '../api/permissions.gen.ts';
import { rolesGranting, type Need } from '../auth/access.ts';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { useScreenRoute } from '../components/use-screen-route.ts';
import { paths } from '../config/paths.ts';

const orList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;

function NeedLine({ need }: { need: Need }) {
  const roles = rolesGranting(need);
  return (
    <Box component="li" sx={{ mb: 1 }}>
      {need.map((alternative, index) => (
        <span key={alternative.join(' ')}>
          {index > 0 ? ' or ' : ''}
          {alternative.map((name, at) => (
            <span key={name}>
              {at > 0 ? ' and ' : ''}
              <code>{name}</code> ({PERMISSIONS[name].charAt(0).toLowerCase() + PERMISSIONS[name].slice(1)})
            </span>
          ))}
        </span>
      ))}
      {roles.length > 0 ? ` — granted by the role${roles.length > 1 ? 's' : ''} ${orList(roles)}.` : '.'}
    </Box>
  );
}

/**
 * A route opened without its permissions: what is missing and who grants it, instead of the
 * screen — so none of its calls is sent and no 403 arrives.
 */
export function AccessPage({ missing }: { missing: readonly Need[] }) {
  const { screen, section } = useScreenRoute();
  const back = useBackTarget(screen);
  const { pathname } = useLocation();
  const title = section?.title ?? screen?.title ?? 'No access';
  return (
    <>
      <PageHeader title={title} subtitle={pathname} {...back} />
      <Paper variant="outlined" role="status" sx={{ p: 4 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <LockOutlinedIcon color="action" fontSize="large" aria-hidden />
          <Typography component="h2" variant="h6">
            You do not have access to this page
          </Typography>
          <Typography color="text.secondary">
            {`${title} needs ${missing.length > 1 ? 'these permissions' : 'this permission'}, which you do not have:`}
          </Typography>
        </Stack>
        <Box component="ul" sx={{ maxWidth: 720, mx: 'auto', my: 2, pl: 3 }}>
          {missing.map((need) => (
            <NeedLine key={JSON.stringify(need)} need={need} />
          ))}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography color="text.secondary">Ask an administrator to give you one of these roles.</Typography>
          <Button variant="outlined" component={RouterLink} to={paths.home()}>
            Go to home
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
