import { OpenInNewIcon } from '../../../components/icons/open-in-new.tsx';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { NavEntry } from '../hooks/use-nav-entries.ts';
import { useT } from '../../../i18n/display-preferences.ts';

const currentStyle = {
  fontWeight: 700,
  bgcolor: 'rgba(255, 255, 255, 0.16)',
  boxShadow: 'inset 0 -3px 0 0 currentColor',
} as const;

/**
 * One top-navigation entry: an internal path is an SPA link, an https URL opens in a new tab
 * without handing over `window.opener` or the referrer, and anything else is shown as text, never as a link.
 */
export function NavItemLink({ entry }: { entry: NavEntry }) {
  const t = useT();
  const { target, label, current } = entry;
  const sx = {
    color: 'inherit',
    textTransform: 'none',
    minHeight: 40,
    ...(current ? currentStyle : {}),
  } as const;

  if (target.kind === 'internal') {
    return (
      <Button component={RouterLink} to={target.path} aria-current={current ? 'page' : undefined} sx={sx}>
        {label}
      </Button>
    );
  }
  if (target.kind === 'external') {
    return (
      <Button
        component="a"
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
        sx={sx}
      >
        {label}
        <Typography component="span" sx={visuallyHidden}>
          {t('nav.newTab')}
        </Typography>
      </Button>
    );
  }
  return (
    <Typography
      component="span"
      title={t('nav.unsupported')}
      sx={{ px: 1, py: 1, opacity: 0.85, fontSize: '0.875rem' }}
    >
      {label}
    </Typography>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
