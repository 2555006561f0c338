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
import { useT } from '../i18n/display-preferences.ts';
import { t as translate } from '../i18n/i18n.ts';

const orList = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')}${translate('access.or')}${items.at(-1) ?? ''}`;

function NeedLine({ need }: { need: Need }) {
  const t = useT();
  const roles = rolesGranting(need);
  return (
    <Box component="li" sx={{ mb: 1 }}>
      {need.map((alternative, index) => (
        <span key={alternative.join(' ')}>
          {index > 0 ? t('access.or') : ''}
          {alternative.map((name, at) => (
            <span key={name}>
              {at > 0 ? t('access.and') : ''}
              <code>{name}</code> ({PERMISSIONS[name].charAt(0).toLowerCase() + PERMISSIONS[name].slice(1)})
            </span>
          ))}
        </span>
      ))}
      {roles.length > 0 ? t('access.grantedBy', { count: roles.length, roles: orList(roles) }) : '.'}
    </Box>
  );
}

/**
 * A route opened without its permissions: what is missing and who grants it, instead of the
 * screen — so none of its calls is sent and no 403 arrives.
 */
export function AccessPage({ missing }: { missing: readonly Need[] }) {
  const t = useT();
  const { screen, section } = useScreenRoute();
  const back = useBackTarget(screen);
  const { pathname } = useLocation();
  const title = section?.title ?? screen?.title ?? t('access.noAccess');
  return (
    <>
      <PageHeader title={title} subtitle={pathname} {...back} />
      <Paper variant="outlined" role="status" sx={{ p: 4 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <LockOutlinedIcon color="action" fontSize="large" aria-hidden />
          <Typography component="h2" variant="h6">
            {t('access.heading')}
          </Typography>
          <Typography color="text.secondary">
            {t('access.needs', { title, count: missing.length })}
          </Typography>
        </Stack>
        <Box component="ul" sx={{ maxWidth: 720, mx: 'auto', my: 2, pl: 3 }}>
          {missing.map((need) => (
            <NeedLine key={JSON.stringify(need)} need={need} />
          ))}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography color="text.secondary">{t('access.askAdmin')}</Typography>
          <Button variant="outlined" component={RouterLink} to={paths.home()}>
            {t('access.home')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
