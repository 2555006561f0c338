import { RefreshIcon } from './icons/refresh.tsx';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { displayDateTime } from '../domain/format/date-display.ts';
import { timeAgoIn } from '../domain/format/relative-time.ts';
import { useT } from '../i18n/display-preferences.ts';
import { activeLanguage } from '../i18n/i18n.ts';

/** How often the words are brought up to date while the list stays open. */
const TICK_MS = 15_000;

/** What a list's data can say of itself: a query state (api/query-state.ts) or a sites source fits as it is. */
export interface Refreshable {
  /** When the data on screen arrived (ms since epoch); 0 while there is none. */
  readonly updatedAt: number;
  /** A request is under way: the button waits. */
  readonly refreshing: boolean;
  readonly refresh: () => void;
}

export interface UpdatedAgoProps {
  data: Refreshable;
  /** What is refreshed, for the button's name ("Refresh the fleets"). */
  what: string;
}

/**
 * "Updated 2 min ago" with a refresh button: a list opened again shows its cached data at once, says how old it is,
 * and can be asked again. The exact time is in the tooltip.
 */
export function UpdatedAgo({ data, what }: UpdatedAgoProps) {
  const { updatedAt, refreshing, refresh } = data;
  const t = useT();
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // An answer newer than the last tick has just arrived.
  const now = Math.max(tick, updatedAt);
  const label = t('lists.refresh', { what });
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {updatedAt > 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          title={displayDateTime(new Date(updatedAt).toISOString())}
        >
          {refreshing
            ? t('lists.updating')
            : t('lists.updated', { ago: timeAgoIn(activeLanguage() ?? 'en', updatedAt, now) })}
        </Typography>
      )}
      <IconButton aria-label={label} title={label} onClick={refresh} disabled={refreshing} size="medium">
        {refreshing ? <CircularProgress size={20} aria-hidden /> : <RefreshIcon />}
      </IconButton>
    </Box>
  );
}
