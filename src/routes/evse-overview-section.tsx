import type { EvseDetail } from '../domain/evse/evse-types.ts';
import { useChargepointModels } from '../features/evses/api/list-chargepoint-models.ts';
import { EvseOverview } from '../features/evses/components/evse-overview.tsx';
import { evseFleetLinks, evseGatewayHref, evseSiteHref } from '../features/evses/hooks/evse-mounts.ts';

/** The overview alone judges firmware support: only it asks for the charge-point models. */
export default function OverviewSection({
  detail,
  now,
  fleetUuid,
}: {
  detail: EvseDetail;
  now: number;
  fleetUuid?: string;
}) {
  const models = useChargepointModels();
  return (
    <EvseOverview
      detail={detail}
      models={models.status === 'ready' ? models.data : null}
      now={now}
      siteHref={evseSiteHref(detail.evse, fleetUuid)}
      gatewayHref={evseGatewayHref(detail.evse)}
      fleetLinks={evseFleetLinks(detail.evse, fleetUuid)}
    />
  );
}
