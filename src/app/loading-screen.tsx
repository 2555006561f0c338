import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../i18n/display-preferences.ts';

/** Shown while the first screen's code loads. */
export function LoadingScreen() {
  const t = useT();
  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('loading.label')} />
    </Box>
  );
}
