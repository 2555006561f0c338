import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { useFleetEnergySummary } from '../api/get-fleet-energy-summary.ts';
import type { FleetDashboardLinks } from './fleet-dashboard-links.ts';
import { FleetDailyEnergy } from './fleet-daily-energy.tsx';
import { FleetSiteCounts } from './fleet-site-counts.tsx';
import { FleetTopSites } from './fleet-top-sites.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

export interface FleetEnergyDashboardProps {
  fleetUuid: string;
  links: FleetDashboardLinks;
  /** Shown instead of the dashboard when the API does not know the fleet (404). */
  unknownFleet: ReactNode;
}

/** /fleet-energy-dashboard/{fleetUuid}: the fleet's sites counted and its energy per day, from two summary calls. */
export function FleetEnergyDashboard({ fleetUuid, links, unknownFleet }: FleetEnergyDashboardProps) {
  const t = useT();
  const summary = useFleetEnergySummary(fleetUuid);
  if (summary.status === 'error') {
    return summary.error.status === 404 ? (
      unknownFleet
    ) : (
      <LoadErrorAlert title={t('fleets.countsError')} error={summary.error} onRetry={summary.retry} />
    );
  }
  if (summary.status === 'loading') {
    return (
      <Box aria-busy="true" aria-label={t('fleets.loadingCounts')} sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={110} />
        ))}
      </Box>
    );
  }
  if (summary.data.total === 0) {
    return (
      <MessagePanel
        title={t('fleets.noSites')}
        actions={
          <Button variant="outlined" component={RouterLink} to={links.sites()}>
            {t('fleets.fleetSites')}
          </Button>
        }
      >
        {t('fleets.noSitesText')}
      </MessagePanel>
    );
  }
  return (
    <>
      <FleetSiteCounts summary={summary.data} links={links} />
      <FleetTopSites summary={summary.data} links={links} />
      <FleetDailyEnergy fleetUuid={fleetUuid} />
    </>
  );
}
