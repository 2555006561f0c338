import Breadcrumbs from '@mui/material/Breadcrumbs';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { breadcrumbsOf, crumbLabel, type RecordNames } from '../routes/breadcrumb-trail.ts';
import { TruncatedText } from './truncated-text.tsx';
import { useScreenRoute } from './use-screen-route.ts';
import { tOr } from '../i18n/i18n.ts';

const CRUMB_WIDTH = '32ch';

/**
 * The way up from the page: area › list › item › section, each crumb a link but the page itself.
 * The screen's own crumb is named `current` (its header's title: a site's name, a fleet's) where the screen has
 * one; a crumb of one record by its name in `names` (what the screen loaded), else its title and a short id
 * (`crumbLabel`); the others by their route's title. Nothing on an area page or home.
 */
export function RouteBreadcrumbs({
  current,
  names = {},
}: {
  readonly current?: string;
  readonly names?: RecordNames;
}) {
  const { screen, section } = useScreenRoute();
  const { pathname } = useLocation();
  const entry = section ?? screen;
  if (entry === undefined) return null;
  const crumbs = breadcrumbsOf(entry, pathname);
  if (crumbs.length < 2) return null;
  const named = current?.trim() ?? '';
  const labelOf = (crumb: (typeof crumbs)[number]) =>
    crumb.id === screen?.id && named !== '' ? named : crumbLabel(crumb, names);
  const last = crumbs.length - 1;
  // A long name is cut; its whole value shows on hover and keyboard focus (TruncatedText).
  return (
    <Breadcrumbs
      aria-label={tOr('shell.breadcrumbs', 'Breadcrumbs')}
      sx={{ mb: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}
    >
      {crumbs.map((crumb, index) =>
        index === last ? (
          <Box
            key={crumb.id}
            component="span"
            aria-current="page"
            sx={{ color: 'text.primary', minWidth: 0 }}
          >
            <TruncatedText text={labelOf(crumb)} maxWidth={CRUMB_WIDTH} />
          </Box>
        ) : (
          <TruncatedText
            key={crumb.id}
            text={labelOf(crumb)}
            to={crumb.href}
            maxWidth={CRUMB_WIDTH}
            sx={{ color: 'inherit' }}
          />
        ),
      )}
    </Breadcrumbs>
  );
}

/** The shell's value of PageCrumbsContext. */
export const renderRouteBreadcrumbs = (current: string | undefined, names?: RecordNames) => (
  <RouteBreadcrumbs
    {...(current === undefined ? {} : { current })}
    {...(names === undefined ? {} : { names })}
  />
);
