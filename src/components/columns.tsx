import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface ColumnsProps {
  /** `grid-template-columns`, per breakpoint; `minmax(0, 1fr)` keeps a wide table from stretching its column. */
  columns: string | Partial<Record<Breakpoint, string>>;
  /** Theme spacing between the columns and rows. */
  gap?: number;
  children: ReactNode;
}

/** Sections side by side on wide screens, one under the other on narrow ones; each as tall as its content. */
export function Columns({ columns, gap = 3, children }: ColumnsProps) {
  return (
    <Box sx={{ display: 'grid', gap, gridTemplateColumns: columns, alignItems: 'start' }}>{children}</Box>
  );
}
