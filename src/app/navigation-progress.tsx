import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

const SHOW_AFTER_MS = 300;

/**
 * While the next page's code loads, the current page stays on screen; after a short moment a bar at the top says
 * that something is happening (a slow chunk can take up to the 120 s time-out before the error page shows).
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
    <LinearProgress
      aria-label="Loading the page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
    />
  );
}
