import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import type { BackTarget } from '../../../components/use-back-target.ts';
import type { EvseDetail } from '../../../domain/evse/evse-types.ts';
import { useEvse } from '../api/get-evse.ts';

export interface EvseTab {
  readonly label: string;
  readonly href: string;
}

export interface EvseScreenProps {
  evseUuid: string;
  /** The sections of this mount (overview, history log, schedules), as links whose URLs are the SPEC's routes. */
  tabs: readonly EvseTab[];
  back: BackTarget;
  children: (detail: EvseDetail) => ReactNode;
}

function SectionTabs({ tabs }: { tabs: readonly EvseTab[] }) {
  const here = useLocation().pathname.replace(/\/+$/, '');
  return (
    <Box
      component="nav"
      aria-label="Charger sections"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
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

/** A charger's screen in any of its four mounts: header, section tabs, and the section once the charger loaded. */
export function EvseScreen({ evseUuid, tabs, back, children }: EvseScreenProps) {
  const evse = useEvse(evseUuid);
  const title = evse.status === 'ready' ? evse.data.evse.displayName : 'EV charger';
  const subtitle =
    evse.status === 'ready'
      ? `${evse.data.evse.uniqueIdentifier} · ${evse.data.evse.vendor} ${evse.data.evse.model}`
      : `EVSE ${evseUuid}`;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} {...back} />
      <SectionTabs tabs={tabs} />
      {evse.status === 'loading' ? (
        <Box aria-busy="true">
          <LinearProgress aria-label="Loading the charger" sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : evse.status === 'error' ? (
        <LoadErrorAlert
          title={
            evse.error.status === 404 ? `No charger with EVSE id ${evseUuid}` : 'Could not load the charger'
          }
          error={evse.error}
          onRetry={evse.retry}
        />
      ) : (
        children(evse.data)
      )}
    </>
  );
}
