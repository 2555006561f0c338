import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { useNow } from '../components/use-now.ts';
import { paths } from '../config/paths.ts';
import { routeEntry } from './route-catalogue.ts';
import { AddEvseScreen } from '../features/evses/components/add-evse-screen.tsx';
import { useT } from '../i18n/display-preferences.ts';

/** /assets/gateways-devices/{installationUuid}/{hemGatewayId}/add-evse[?uniqueIdentifier=…]. */
export function AddEvseRoute() {
  const t = useT();
  const { installationUuid = '', hemGatewayId = '' } = useParams();
  const [search] = useSearchParams();
  const now = useNow();
  return (
    <>
      <PageHeader
        title={routeEntry('assetsAddEvse').title}
        subtitle={t('chargerChanges.gatewaySubtitle', { gateway: hemGatewayId })}
        backTo={paths.assetsGatewayDevices({ installationUuid })}
      />
      <AddEvseScreen
        key={`${installationUuid}/${hemGatewayId}`}
        gateway={{ installationUuid, hemGatewayId }}
        prefill={(search.get('uniqueIdentifier') ?? '').slice(0, 100)}
        now={now}
      />
    </>
  );
}
