import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useNow } from '../components/use-now.ts';
import { paths } from '../config/paths.ts';
import { EditEvseForm } from '../features/evses/components/edit-evse-screen.tsx';
import { EvseScreen } from '../features/evses/components/evse-screen.tsx';
import { useT } from '../i18n/display-preferences.ts';

/** /assets/gateways-devices/{installationUuid}/{hemGatewayId}/edit-evse/{assetUuid}. */
export function EditEvseRoute() {
  const t = useT();
  const { installationUuid = '', hemGatewayId = '', assetUuid = '' } = useParams();
  const now = useNow();
  return (
    <EvseScreen
      evseUuid={assetUuid}
      tabs={[]}
      back={{ backTo: paths.assetsGatewayDevices({ installationUuid }) }}
    >
      {(detail) => {
        const { gateway } = detail.evse;
        // A link whose keys name another gateway: say where the charger is rather than edit it under a wrong name.
        if (gateway.installationUuid !== installationUuid || gateway.hemGatewayId !== hemGatewayId) {
          return (
            <Alert severity="warning">
              {t('chargerChanges.edit.otherGateway', { gateway: gateway.hemGatewayId, other: hemGatewayId })}
              <Link
                component={RouterLink}
                to={paths.assetsEditEvse({
                  installationUuid: gateway.installationUuid,
                  hemGatewayId: gateway.hemGatewayId,
                  assetUuid,
                })}
              >
                {t('chargerChanges.edit.editOnOwn')}
              </Link>
            </Alert>
          );
        }
        return <EditEvseForm key={detail.evse.evseUuid} detail={detail} now={now} />;
      }}
    </EvseScreen>
  );
}
