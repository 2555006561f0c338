import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { PageHeader } from './page-header.tsx';
import { fillPattern, routeEntries, type RouteEntry } from '../config/paths.ts';
import { NotAvailableState } from './not-available-state.tsx';
import { routeSubtitle } from './route-subtitle.ts';
import { useBackTarget } from './use-back-target.ts';
import { useScreenRoute } from './use-screen-route.ts';

function SectionLinks({
  screen,
  params,
}: {
  screen: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
}) {
  const { pathname } = useLocation();
  const sections = routeEntries.filter((entry) => entry.childOf === screen.id);
  if (sections.length === 0) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) values[name] = value;
  const here = pathname.replace(/\/+$/, '');
  const links = [screen, ...sections].map((entry) => ({ entry, href: fillPattern(entry.pattern, values) }));
  return (
    <Box
      component="nav"
      aria-label={`${screen.title} sections`}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {links.map(({ entry, href }) => {
          const current = href === here;
          return (
            <li key={entry.id}>
              <Button
                component={RouterLink}
                to={href}
                aria-current={current ? 'page' : undefined}
                sx={{
                  borderRadius: 0,
                  minHeight: 44,
                  boxShadow: current ? 'inset 0 -3px 0 0 currentColor' : 'none',
                  fontWeight: current ? 700 : 500,
                }}
              >
                {entry === screen ? 'Overview' : entry.title}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * DESIGN §3: a screen the SPEC does not show — its header (title from the route table, params as subtitle, back)
 * and an honest "not available yet" state. Screens with child sections (history-log …) link to them.
 */
export function NotAvailableScreen() {
  const { screen, section, params } = useScreenRoute();
  const back = useBackTarget(screen);
  if (screen === undefined) return null;
  const subtitle = routeSubtitle(screen, params);
  return (
    <>
      <PageHeader title={screen.title} subtitle={subtitle === '' ? undefined : subtitle} {...back} />
      <SectionLinks screen={screen} params={params} />
      {section === undefined ? <NotAvailableState what={`“${screen.title}”`} /> : <Outlet />}
    </>
  );
}
