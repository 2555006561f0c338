import Box from '@mui/material/Box';
import { BUILD_VERSION } from '../../../config/build-version.ts';
import { PRODUCTION } from '../../../config/runtime-config.ts';
import { useRuntimeConfig } from '../../../config/use-runtime-config.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/**
 * Outside production, the environment (config.json) and the build, so nobody takes staging for production: in
 * words on a contrasting label, never by colour alone. No visually hidden parts (they would widen the page from inside
 * the top bar): beside the full navigation (md–lg) the build is left out (display: none) and stays in the title.
 */
export function EnvironmentBadge({ version = BUILD_VERSION }: { version?: string }) {
  const t = useT();
  const environment = useRuntimeConfig()?.environment;
  if (environment === undefined || environment === PRODUCTION) return null;
  return (
    <Box
      component="p"
      title={t('shell.environmentTitle', { environment, build: version })}
      sx={{
        m: 0,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        border: 2,
        borderColor: 'warning.dark',
        bgcolor: 'warning.light',
        color: 'common.black',
        fontSize: '0.8125rem',
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
      }}
    >
      <strong>{environment}</strong>
      {/* The build where the bar has room: not on a phone, nor beside the full navigation below xl (the top bar
          stays one line at 390 and at 1280 px). The environment always shows; the title names the build too. */}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline', md: 'none', xl: 'inline' } }}>
        {' '}
        {t('shell.build', { build: version })}
      </Box>
    </Box>
  );
}
