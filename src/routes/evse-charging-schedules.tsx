import { useParams } from 'react-router-dom';
import { useNow } from '../components/use-now.ts';
import { useEvse } from '../features/evses/api/get-evse.ts';
import { EvseChargingSchedules } from '../features/evses/components/evse-charging-schedules.tsx';

/** The charging-schedules child of a charger's overview (the overview has loaded the charger: cached). */
export function EvseChargingSchedulesRoute() {
  const { evseUuid = '' } = useParams();
  const evse = useEvse(evseUuid);
  const now = useNow();
  return evse.status === 'ready' ? (
    <EvseChargingSchedules evseUuid={evseUuid} detail={evse.data} now={now} />
  ) : null;
}
