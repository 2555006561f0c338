import Box from '@mui/material/Box';
import { BUILD_VERSION } from '../../../config/build-version.ts';
import { PRODUCTION } from '../../../config/runtime-config.ts';
import { useRuntimeConfig } from '../../../config/use-runtime-config.ts';

/**
 * Outside production, the environment (config.json) and the build, so nobody takes staging for production: in
 * words on a contrasting label, never by colour alone. All of it visible text (no visually hidden parts, which
 * would widen the page from inside the top bar).
 */
export function EnvironmentBadge({ version = BUILD_VERSION }: { version?: string }) {
  const environment = useRuntimeConfig()?.environment;
  if (environment === undefined || environment === PRODUCTION) return null;
  return (
    <Box
      component="p"
      title={`Environment ${environment} (config.json), build ${version}`}
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
      <strong>{environment}</strong> · build {version}
    </Box>
  );
}
