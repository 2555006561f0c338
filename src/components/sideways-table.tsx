import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls sideways inside its own box instead of widening the page.
 * Focusable and named (the table's own name), so a keyboard can scroll it (axe scrollable-region-focusable); a
 * group, not a landmark, so it adds no second region of the same name beside its section.
 */
export function SidewaysTable({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </Box>
  );
}
