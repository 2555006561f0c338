import { Outlet, useLocation } from 'react-router-dom';
import { useBackTarget } from '../components/use-back-target.ts';
import { useNow } from '../components/use-now.ts';
import { useScreenRoute } from '../components/use-screen-route.ts';
import type { RouteId } from '../config/paths.ts';
import { EvseChargingSchedules } from '../features/evses/components/evse-charging-schedules.tsx';
import { EvseOverview } from '../features/evses/components/evse-overview.tsx';
import { EvseScreen } from '../features/evses/components/evse-screen.tsx';
import { useChargepointModels } from '../features/evses/api/list-chargepoint-models.ts';
import { evseSectionOf, evseSiteHref, evseTabs } from '../features/evses/hooks/evse-mounts.ts';

/** A charger in any of its mounts (SPEC §2): overview, or a section rendered by its child route. */
export function EvseOverviewRoute() {
  const { screen, section, params } = useScreenRoute();
  const location = useLocation();
  const parentBack = useBackTarget(screen);
  const models = useChargepointModels();
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
  return (
    <EvseScreen evseUuid={evseUuid} tabs={evseTabs(screenId, values)} back={back}>
      {(detail) =>
        section !== undefined ? (
          <Outlet />
        ) : current === 'schedules' ? (
          <EvseChargingSchedules evseUuid={evseUuid} detail={detail} now={now} />
        ) : (
          <EvseOverview
            detail={detail}
            models={models.status === 'ready' ? models.data : null}
            now={now}
            siteHref={evseSiteHref(
              detail.evse,
              screenId === 'fleetEvseOverview' ? values.fleetUuid : undefined,
            )}
          />
        )
      }
    </EvseScreen>
  );
}
