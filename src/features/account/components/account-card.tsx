import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/display-preferences.ts';

export interface AccountLink {
  label: string;
  to: string;
}

interface AccountCardProps {
  title: string;
  intro?: ReactNode;
  /** The ways on: to /login and the other account pages. */
  links: readonly AccountLink[];
  children: ReactNode;
}

/** The white card every account page shows on the black public background (SPEC §1). */
export function AccountCard({ title, intro, links, children }: AccountCardProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}
    >
      <Typography id={titleId} variant="h1" gutterBottom>
        {title}
      </Typography>
      {intro !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
      <Box
        component="nav"
        aria-label={t('account.pagesNav')}
        sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          {links.map((link) => (
            <li key={link.to}>
              <Link
                component={RouterLink}
                to={link.to}
                variant="body2"
                sx={{ display: 'inline-block', py: 0.5 }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
