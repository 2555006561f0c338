import Box from '@mui/material/Box';
import { useId } from 'react';
import { displayDateTime } from '../domain/format/date-display.ts';
import { timeAgo } from '../domain/format/relative-time.ts';

/**
 * "3 h ago", with the exact local time shown beside it on hover and on keyboard focus (the text is focusable and
 * described by the exact time). Plain CSS, no tooltip library: a list shows one per row.
 */
export function RelativeInstant({ iso, now }: { iso: string; now: number }) {
  const id = useId();
  const exact = displayDateTime(iso);
  const relative = timeAgo(Date.parse(iso), now) || exact;
  return (
    <Box
      component="span"
      tabIndex={0}
      aria-describedby={id}
      sx={{
        position: 'relative',
        whiteSpace: 'nowrap',
        borderBottom: '1px dotted',
        cursor: 'help',
        '&:hover > [role="tooltip"], &:focus-visible > [role="tooltip"]': { display: 'block' },
      }}
    >
      <time dateTime={iso}>{relative}</time>
      <Box
        component="span"
        role="tooltip"
        id={id}
        sx={{
          display: 'none',
          position: 'absolute',
          zIndex: 1,
          left: 0,
          top: '100%',
          mt: 0.5,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          fontSize: '0.75rem',
          whiteSpace: 'nowrap',
        }}
      >
        {exact}
      </Box>
    </Box>
  );
}
