import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';

/**
 * A short text with a longer one shown beside it on hover and on keyboard focus (the text is focusable and
 * described by the hint). Plain CSS, no tooltip library: a list shows one per row.
 */
export function HintedText({ children, hint }: { children: ReactNode; hint: string }) {
  const id = useId();
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
      {children}
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
        {hint}
      </Box>
    </Box>
  );
}
