import { useLocation, useParams } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { SiteDetailScreen } from '../features/site-detail/components/site-detail-screen.tsx';
import { siteEquipmentOf } from './site-equipment.tsx';

/** /site/:subUuid: one site by its subscription uuid. Back returns to the list as it was left, if it came from one. */
export function SiteRoute() {
  const { subUuid = '' } = useParams();
  const location = useLocation();
  // 'default' is the key of the first page of this tab: going back from there would leave the portal.
  const back = location.key !== 'default' ? ({ backOneStep: true } as const) : { backTo: paths.hems() };
  return (
    <SiteDetailScreen
      key={subUuid}
      siteKey={subUuid}
      kind="subscription"
      back={back}
      equipmentOf={siteEquipmentOf}
    />
  );
}
