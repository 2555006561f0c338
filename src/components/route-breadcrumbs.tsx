import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbsOf } from '../config/breadcrumbs.ts';
import { useScreenRoute } from './use-screen-route.ts';

const CUT = { maxWidth: '32ch', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The way up from the page (issue #32 item 4): area › list › item › section, each crumb a link but the page itself.
 * The screen's own crumb is named `current` (its header's title: a site's name, a fleet's) where the screen has
 * one; the others by their route's title. Nothing on an area page or home.
 */
export function RouteBreadcrumbs({ current }: { readonly current?: string }) {
  const { screen, section } = useScreenRoute();
  const { pathname } = useLocation();
  const entry = section ?? screen;
  if (entry === undefined) return null;
  const crumbs = breadcrumbsOf(entry, pathname);
  if (crumbs.length < 2) return null;
  const named = current?.trim() ?? '';
  const labelOf = (id: string, title: string) => (id === screen?.id && named !== '' ? named : title);
  const last = crumbs.length - 1;
  return (
    <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 0.5, fontSize: '0.875rem' }}>
      {crumbs.map((crumb, index) =>
        index === last ? (
          <Typography
            key={crumb.id}
            aria-current="page"
            color="text.primary"
            sx={{ ...CUT, fontSize: 'inherit' }}
          >
            {labelOf(crumb.id, crumb.title)}
          </Typography>
        ) : (
          <Link
            key={crumb.id}
            component={RouterLink}
            to={crumb.href}
            underline="hover"
            color="inherit"
            sx={{ ...CUT, display: 'block' }}
          >
            {labelOf(crumb.id, crumb.title)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

/** The shell's value of PageCrumbsContext. */
export const renderRouteBreadcrumbs = (current: string | undefined) => (
  <RouteBreadcrumbs {...(current === undefined ? {} : { current })} />
);
