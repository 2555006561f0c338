import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useBackTarget } from '../components/use-back-target.ts';
import { useNow } from '../components/use-now.ts';
import { useScreenRoute } from '../components/use-screen-route.ts';
import { loadedPart } from '../components/loaded-part.ts';
import { withLoadTimeout } from '../components/with-load-timeout.ts';
import type { RouteId } from '../config/paths.ts';
import { EvseScreen } from '../features/evses/components/evse-screen.tsx';
import { evseSectionOf, evseTabs } from '../features/evses/hooks/evse-mounts.ts';

/*
 * One charger in its four mounts (SPEC §2: /assets/evses/…, /sales/your-evses/…, /fleet/…/assets/evses/…,
 * /install/evses/…) with its sections (overview, history log, charging schedules). Every charger route id of the
 * table loads this module; the screen route renders the section of whichever id matched, so a section's requests
 * start when the charger's do, keyed by the evseUuid of the URL.
 */

// The history log is a list screen (the kit's table, chips and CSV export): only its own route loads it, so the
// overview and the charging schedules do not carry it.
const EvseHistoryLog = lazy(
  withLoadTimeout(() =>
    import('../features/evses/components/evse-history-log.tsx').then((module) => ({
      default: module.EvseHistoryLog,
    })),
  ),
);

// The overview and the charging schedules, too, are each their own chunk, so no section carries another's code (the
// history log no overview, chart or schedule). The route starts loading the matched one as it renders, beside the
// charger's request, and draws it on the render after it arrives (no Suspense: its reveal throttle would hold the
// section, and the requests it makes, back by up to 300 ms).
const overviewPart = loadedPart(() => import('./evse-overview-section.tsx').then((module) => module.default));
const schedulesPart = loadedPart(() =>
  import('../features/evses/components/evse-charging-schedules.tsx').then(
    (module) => module.EvseChargingSchedules,
  ),
);

/** The charger screen of every mount: header, section tabs and the matched section. */
export function EvseChargerRoute() {
  const { screen, section, params } = useScreenRoute();
  const location = useLocation();
  const parentBack = useBackTarget(screen);
  const now = useNow();
  const values = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  const evseUuid = values.evseUuid ?? '';
  // Opened from a list or the log of this tab: back to it as it was left; a tab opened here: the screen above.
  const back = location.key !== 'default' ? ({ backOneStep: true } as const) : parentBack;
  const screenId = (screen?.id ?? 'assetsEvseStatus') as RouteId;
  const current = evseSectionOf((section ?? screen)?.id);
  const fleetUuid = screenId === 'fleetEvseOverview' ? values.fleetUuid : undefined;
  if (current === 'schedules') void schedulesPart.start();
  else if (current !== 'history') void overviewPart.start();
  const Schedules = schedulesPart.useReady(current === 'schedules');
  const Overview = overviewPart.useReady(current !== 'schedules' && current !== 'history');
  return (
    <EvseScreen
      evseUuid={evseUuid}
      tabs={evseTabs(screenId, values)}
      back={back}
      // The log needs only the id: it loads beside the charger, not after it.
      section={
        current === 'history' ? (
          <Suspense fallback={null}>
            <EvseHistoryLog evseUuid={evseUuid} />
          </Suspense>
        ) : undefined
      }
    >
      {(detail) =>
        current === 'schedules' ? (
          Schedules === undefined ? null : (
            <Schedules evseUuid={evseUuid} detail={detail} now={now} />
          )
        ) : Overview === undefined ? null : (
          <Overview detail={detail} now={now} fleetUuid={fleetUuid} />
        )
      }
    </EvseScreen>
  );
}

/**
 * A section's own route (history-log, charging-schedules under an overview): the charger route above it renders the
 * section, so the section's requests do not wait for the charger's.
 */
export function EvseSectionRoute() {
  return null;
}
