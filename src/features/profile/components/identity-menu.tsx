import { AccountCircleIcon } from '../../../components/icons/account-circle.tsx';
import { WarningAmberIcon } from '../../../components/icons/warning-amber.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { loadCatalogueArea } from '../../../i18n/i18n.ts';
import { useDisplayPreferencesSync } from '../hooks/use-display-preferences-sync.ts';
import { useSignedInProfile } from '../hooks/use-signed-in-profile.ts';

// MUI's Menu (Popover, Modal, Portal…) loads on first opening, as the navigation menu does: route budgets (DESIGN §6).
// The menu's words come with it, so the signed-in pages do not carry them until it opens.
const loadPanel = withLoadTimeout(() =>
  Promise.all([import('./identity-menu-panel.tsx'), loadCatalogueArea('identity-menu')]).then(([module]) => ({
    default: module.IdentityMenuPanel,
  })),
);
const IdentityMenuPanel = lazy(loadPanel);
const preload = () => void loadPanel().catch(() => undefined);

/** Who is signed in — the name in the top bar, a menu with email, roles, company, language and format. */
export function IdentityMenu() {
  const t = useT();
  const profile = useSignedInProfile();
  const display = useDisplayPreferencesSync();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const failed = profile.status === 'error';
  const name = profile.status === 'ready' ? profile.data.person?.name.trim() : undefined;
  const label = failed ? t('identity.notLoaded') : name || t('identity.yourAccount');

  return (
    <>
      <Button
        color="inherit"
        startIcon={failed ? <WarningAmberIcon /> : <AccountCircleIcon />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        aria-busy={profile.status === 'loading' ? 'true' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        // Narrower beside the full navigation (md–lg), so a long name cuts short (…) instead of wrapping the bar;
        // the whole name stays the button's accessible name and heads the menu.
        // On a phone the icon alone, so the top bar stays one row; the name stays the button's accessible name.
        aria-label={label}
        sx={{
          whiteSpace: 'nowrap',
          textTransform: 'none',
          flexShrink: 0,
          minWidth: { xs: 40, sm: 64 },
          maxWidth: { xs: 48, sm: 240, md: 160, xl: 240 },
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
        }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', display: { xs: 'none', sm: 'inline' } }}
        >
          {label}
        </Box>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <IdentityMenuPanel
            id={menuId}
            anchor={anchor}
            profile={profile}
            display={display}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
