import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { PermissionsProvider } from '../auth/permissions-provider.tsx';
import { SessionGuard } from '../auth/session-guard.tsx';
import { PageCrumbsContext } from '../components/page-crumbs-context.ts';
import { renderRouteBreadcrumbs } from '../components/route-breadcrumbs.tsx';
import { JumpTo } from '../features/jump/components/jump-trigger.tsx';
import { Footer } from '../features/navigation/components/footer.tsx';
import { TopNavigation } from '../features/navigation/components/top-navigation.tsx';
import { IdentityMenu } from '../features/profile/components/identity-menu.tsx';
import { useT } from '../i18n/display-preferences.ts';
import { MuiLocaleTheme } from '../i18n/mui-locale-theme.tsx';
import { CheckedOutlet } from './checked-outlet.tsx';
// Loaded with the shell, so a guarded page's first API call finds the client's code here (api/deferred-client.ts).
import './create-app-api-client.ts';
import { ServerState } from './server-state.tsx';

/**
 * The frame of every guarded route (SPEC §1, §2): guard, permissions, top navigation, the screen, footer. The
 * permissions provider wraps the whole shell, not only some routes as SPEC §6 puts it: the navigation and every
 * screen gate on them (docs/architecture.md "Access").
 */
export function ShellLayout() {
  const t = useT();
  // The router renders every matched route again on each change of the URL, a list's search params included: the
  // frame's elements are kept, so such a change re-renders only what reads the route (the screen, the breadcrumbs,
  // the active navigation item), not the whole shell.
  return useMemo(
    () => (
      <PermissionsProvider>
        <SessionGuard>
          <ServerState>
            <MuiLocaleTheme>
              <Box
                sx={{
                  minHeight: '100vh',
                  display: 'flex',
                  flexDirection: 'column',
                  bgcolor: 'background.default',
                }}
              >
                <Link
                  href="#main-content"
                  sx={{
                    position: 'absolute',
                    left: 8,
                    top: -48,
                    zIndex: 'tooltip',
                    bgcolor: 'background.paper',
                    p: 1,
                    '&:focus': { top: 8 },
                  }}
                >
                  {t('shell.skipToContent')}
                </Link>
                <TopNavigation search={<JumpTo />} identity={<IdentityMenu />} />
                <Box
                  component="main"
                  id="main-content"
                  tabIndex={-1}
                  sx={{ flex: 1, px: { xs: 2, sm: 3 }, py: 3, outline: 0 }}
                >
                  <PageCrumbsContext.Provider value={renderRouteBreadcrumbs}>
                    <CheckedOutlet />
                  </PageCrumbsContext.Provider>
                </Box>
                <Footer tone="light" />
              </Box>
            </MuiLocaleTheme>
          </ServerState>
        </SessionGuard>
      </PermissionsProvider>
    ),
    [t],
  );
}
