import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useRuntimeConfig } from '../../../config/use-runtime-config.ts';
import { useT } from '../../../i18n/display-preferences.ts';

const LINKS = [
  { label: 'footer.legalNotice', path: '/legal-notice' },
  { label: 'footer.privacy', path: '/privacy' },
] as const;

/** SPEC §1: Legal Notice and Privacy on the company's public site, on every page but /login. */
export function Footer({ tone }: { tone: 'light' | 'dark' }) {
  const t = useT();
  const dark = tone === 'dark';
  // config.json's company site; a tree rendered without a configuration (component tests) gets no targets.
  const site = useRuntimeConfig()?.companySiteUrl;
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        borderTop: 1,
        borderColor: dark ? 'grey.800' : 'divider',
        bgcolor: dark ? 'transparent' : 'background.paper',
      }}
    >
      <Stack
        component="ul"
        direction="row"
        spacing={3}
        sx={{ listStyle: 'none', m: 0, p: 0, justifyContent: 'center' }}
      >
        {LINKS.map(({ label, path }) => (
          <li key={label}>
            <Link
              href={site === undefined ? undefined : `${site}${path}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ color: dark ? 'grey.300' : 'text.secondary', display: 'inline-block', py: 0.5 }}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
