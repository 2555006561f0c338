import { LogoutIcon } from '../../../components/icons/logout.tsx';
import { MenuIcon } from '../../../components/icons/menu.tsx';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSignOut } from '../../../auth/use-sign-out.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { paths } from '../../../config/paths.ts';
import { useNavEntries } from '../hooks/use-nav-entries.ts';
import { EnvironmentBadge } from './environment-badge.tsx';
import { NavItemLink } from './nav-item-link.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

// The narrow-screen menu (MUI Menu, Popover, Modal, Portal, MenuItem, List…: ~14 kB gzip) loads when it is first
// opened, not with every route: a site's energy history with a day of data went over its 260 kB route JS budget
// (DESIGN §6) with it. Pointing at or focusing the button starts the load early.
const loadNavMenu = withLoadTimeout(() =>
  import('./nav-menu.tsx').then((module) => ({ default: module.NavMenu })),
);
const NavMenu = lazy(loadNavMenu);
const preloadNavMenu = () => void loadNavMenu().catch(() => undefined);

/**
 * SPEC §1: the top navigation from the stored navItems; a menu button on narrow screens. `search`: the shell's
 * jump-to field, beside the brand. `identity` (the shell's signed-in person) goes before the
 * Sign out button, which stays visible.
 */
export function TopNavigation({
  search,
  identity,
}: { readonly search?: ReactNode; readonly identity?: ReactNode } = {}) {
  const t = useT();
  const entries = useNavEntries();
  const signOut = useSignOut();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing animates and gives focus back as before.
  const [menuUsed, setMenuUsed] = useState(false);
  const close = () => setAnchor(null);

  return (
    <AppBar position="static" component="header" elevation={0}>
      {/* One row at every width (a phone's app bar is 56 px, as MUI's): on a phone the brand is shorter, the
          identity and Sign out are their icons (each keeps its name). */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, flexWrap: 'nowrap', minWidth: 0 }}>
        {entries.length > 0 && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('shell.openMenu')}
            aria-controls={anchor ? menuId : undefined}
            aria-haspopup="true"
            aria-expanded={anchor ? 'true' : 'false'}
            onClick={(event) => {
              setMenuUsed(true);
              setAnchor(event.currentTarget);
            }}
            onPointerEnter={preloadNavMenu}
            onFocus={preloadNavMenu}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={paths.home()}
          color="inherit"
          underline="none"
          aria-label={t('shell.brandLabel')}
          sx={{ fontWeight: 700, fontSize: '1.125rem', mr: { xs: 0.5, sm: 2 }, py: 1, whiteSpace: 'nowrap' }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('shell.brandOperator')}{' '}
          </Box>
          {t('shell.brandPortal')}
        </Link>
        {search}
        <Box
          component="nav"
          aria-label={t('shell.mainNav')}
          sx={{ flex: 1, display: { xs: 'none', md: 'block' } }}
        >
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
          >
            {entries.map((entry) => (
              <li key={entry.key}>
                <NavItemLink entry={entry} />
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        <EnvironmentBadge />
        {identity}
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          aria-label={t('shell.signOut')}
          onClick={() => void signOut()}
          sx={{
            whiteSpace: 'nowrap',
            flexShrink: 0,
            minWidth: { xs: 40, sm: 64 },
            '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
          }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('shell.signOut')}
          </Box>
        </Button>
      </Toolbar>
      {menuUsed ? (
        <Suspense fallback={null}>
          <NavMenu id={menuId} anchor={anchor} entries={entries} onClose={close} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
