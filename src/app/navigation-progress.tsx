import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

const SHOW_AFTER_MS = 300;

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * While the next page's code loads, the current page stays on screen; after a short moment a bar at the top says
 * that something is happening (a slow chunk can take up to the 120 s time-out before the error page shows). A Box
 * rather than MUI's LinearProgress: this sits in the entry chunk that /login's JS budget counts.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [busy]);
  if (!busy || !visible) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading the page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        overflow: 'hidden',
        zIndex: 'tooltip',
        bgcolor: 'primary.light',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
