import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { displayDateTime } from '../../../domain/date-display.ts';
import { timeAgo } from '../../../domain/relative-time.ts';

/** "3 h ago", with the exact local time on hover and on keyboard focus (the text itself is focusable). */
export function RelativeInstant({ iso, now }: { iso: string; now: number }) {
  const exact = displayDateTime(iso);
  const relative = timeAgo(Date.parse(iso), now) || exact;
  return (
    <Tooltip title={exact} describeChild>
      <Box
        component="span"
        tabIndex={0}
        sx={{ whiteSpace: 'nowrap', borderBottom: '1px dotted', cursor: 'help' }}
      >
        <time dateTime={iso}>{relative}</time>
      </Box>
    </Tooltip>
  );
}
