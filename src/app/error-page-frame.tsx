import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { useT } from '../i18n/display-preferences.ts';

export interface ErrorPageFrameProps {
  /** The id of the page heading, which names the section. */
  titleId: string;
  title: string;
  /** What failed, in one bold line. */
  headline: ReactNode;
  /** What it means and the details, below the headline inside the alert. */
  children: ReactNode;
  reloadLabel: string;
  onReload: () => void;
  /**
   * 'document': Go to home loads the app afresh (a failed import stays in the module cache); 'app': a link inside
   * the running app.
   */
  homeBy: 'document' | 'app';
}

/** A page that replaces a route that failed (SPEC §8/§9): what happened in an alert, Reload and a way home. */
export function ErrorPageFrame({
  titleId,
  title,
  headline,
  children,
  reloadLabel,
  onReload,
  homeBy,
}: ErrorPageFrameProps) {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 2, sm: 4 },
        maxWidth: 720,
        width: '100%',
        mx: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
      }}
    >
      <Typography id={titleId} variant="h1" gutterBottom>
        {title}
      </Typography>
      <Box role="alert" sx={{ mb: 3, p: 2, border: 1, borderColor: 'error.main', borderRadius: 1 }}>
        <Typography sx={{ fontWeight: 600, color: 'error.dark' }}>{headline}</Typography>
        {children}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" onClick={onReload}>
          {reloadLabel}
        </Button>
        {homeBy === 'document' ? (
          <Button variant="outlined" href={paths.home()}>
            {t('errorPage.home')}
          </Button>
        ) : (
          <Button variant="outlined" component={RouterLink} to={paths.home()}>
            {t('errorPage.home')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
