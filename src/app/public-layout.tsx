import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Footer } from '../features/navigation/components/footer.tsx';
import { publicColors } from './theme.ts';

/** The public pages (SPEC §1, §2): black background, no top navigation; the footer everywhere but /login. */
export function PublicLayout({ footer }: { footer: boolean }) {
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
      {footer && <Footer tone="dark" />}
    </Box>
  );
}
