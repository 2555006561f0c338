import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { publicColors } from './theme.ts';

/**
 * The public pages (SPEC §1, §2): black background, no top navigation; the footer everywhere but /login. The footer
 * comes in from public-footer-layout.tsx, a chunk /login does not load (DESIGN §6).
 */
export function PublicLayout({ footer }: { footer?: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: publicColors.background,
        color: publicColors.text,
      }}
    >
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: 6 }}
      >
        <Outlet />
      </Box>
      {footer}
    </Box>
  );
}
