import { useParams } from 'react-router-dom';
import { EvseHistoryLog } from '../features/evses/components/evse-history-log.tsx';

/** The history-log child of a charger's overview. */
export function EvseHistoryLogRoute() {
  const { evseUuid = '' } = useParams();
  return <EvseHistoryLog evseUuid={evseUuid} />;
}
