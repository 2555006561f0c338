import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useT } from '../i18n/display-preferences.ts';

export interface LoadingRowProps {
  /** Accessible name of the placeholder. */
  label?: string;
}

/** A skeleton shaped like a list row header: status icon, name, secondary text. */
export function LoadingRow({ label }: LoadingRowProps) {
  const t = useT();
  return (
    <Box
      role="progressbar"
      aria-label={label ?? t('lists.loading')}
      aria-busy="true"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5, minHeight: 56 }}
    >
      <Skeleton variant="circular" width={24} height={24} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="25%" />
      </Box>
    </Box>
  );
}
