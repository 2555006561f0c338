import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export interface SectionTab {
  readonly label: string;
  readonly href: string;
}

/**
 * A screen's sections as links (the SPEC's child routes are their URLs): the current one is marked for sight and
 * for assistive technology (aria-current), each at least 44 px high.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  const here = useLocation().pathname.replace(/\/+$/, '');
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {tabs.map((tab) => {
          const current = tab.href === here;
          return (
            <li key={tab.href}>
              <Button
                component={RouterLink}
                to={tab.href}
                aria-current={current ? 'page' : undefined}
                sx={{
                  borderRadius: 0,
                  minHeight: 44,
                  boxShadow: current ? 'inset 0 -3px 0 0 currentColor' : 'none',
                  fontWeight: current ? 700 : 500,
                }}
              >
                {tab.label}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
