import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { FilterPanel } from '../../../components/filter-panel.tsx';
import { SITE_FILTER_GROUPS, type SiteFilters } from '../../../domain/sites/sites.list.ts';
import type { Fleet } from '../../../domain/sites/sites-row.ts';
import { useT } from '../../../i18n/display-preferences.ts';

const SITE_GROUPS_WITHOUT_FLEETS = SITE_FILTER_GROUPS.filter((group) => group !== 'fleets');

export interface SitesFilterSidebarProps {
  value: SiteFilters;
  onChange: (next: SiteFilters) => void;
  onReset: () => void;
  resetDisabled: boolean;
  /** False where the fleet is preset (a fleet's own list). */
  showFleets: boolean;
  fleetOptions: readonly Fleet[];
  fleetsDisabled: boolean;
  tsoOptions: readonly string[];
}

/**
 * The sites sections of the kit's FilterPanel; every change applies at once (the list updates beside it). Memoised:
 * the panel (with its date pickers) is the costliest part of the list to render.
 */
export const SitesFilterSidebar = memo(function SitesFilterSidebar({
  value,
  onChange,
  onReset,
  resetDisabled,
  showFleets,
  fleetOptions,
  fleetsDisabled,
  tsoOptions,
}: SitesFilterSidebarProps) {
  const t = useT();
  return (
    <Paper
      component="section"
      aria-labelledby="sites-filter-title"
      variant="outlined"
      sx={{
        p: 2,
        alignSelf: 'start',
        // Long panel, short screens: it scrolls on its own and stays beside the table.
        position: { md: 'sticky' },
        top: { md: 16 },
        maxHeight: { md: 'calc(100vh - 32px)' },
        overflowY: { md: 'auto' },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="sites-filter-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('sites.filterTitle')}
        </Typography>
        <Button size="small" onClick={onReset} disabled={resetDisabled}>
          {t('sites.reset')}
        </Button>
      </Stack>
      <FilterPanel
        value={value}
        onChange={onChange}
        groups={showFleets ? SITE_FILTER_GROUPS : SITE_GROUPS_WITHOUT_FLEETS}
        fleetOptions={fleetOptions}
        fleetsDisabled={fleetsDisabled}
        tsoOptions={tsoOptions}
      />
    </Paper>
  );
});
