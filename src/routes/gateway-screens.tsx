import { useNavigate } from 'react-router-dom';
import { ActivityLink } from '../components/activity-link.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { useScreenRoute } from '../components/use-screen-route.ts';
import { paths } from '../config/paths.ts';
import { routeEntry } from './route-catalogue.ts';
import { shortId } from './breadcrumb-trail.ts';
import { useInstallationGateways } from '../features/gateways/api/list-installation-gateways.ts';
import { useChargepointModels } from '../features/evses/api/list-chargepoint-models.ts';
import { ChargepointCandidatesView } from '../features/gateways/components/chargepoint-candidates-view.tsx';
import { ChargepointModelsView } from '../features/gateways/components/chargepoint-models-view.tsx';
import { GatewayView } from '../features/gateways/components/gateway-view.tsx';
import { InstallationGatewaysView } from '../features/gateways/components/installation-gateways-view.tsx';
import { useT } from '../i18n/display-preferences.ts';

const chargerHref = (evseUuid: string) => paths.assetsEvseStatus({ evseUuid });

/** /assets/gateways/{hemsLogicalId}/{hemGatewayId} */
export function GatewayRoute() {
  const t = useT();
  const entry = routeEntry('assetsGateway');
  const { params } = useScreenRoute();
  const hemsLogicalId = params.hemsLogicalId ?? '';
  const hemGatewayId = params.hemGatewayId ?? '';
  return (
    <>
      <PageHeader
        title={t('gateways.title', { title: entry.title, gateway: hemGatewayId })}
        subtitle={t('gateways.hemsSubtitle', { hems: hemsLogicalId })}
        {...useBackTarget(entry)}
        right={<ActivityLink target={hemGatewayId} what={t('gateways.thisGateway')} inLanguageShown />}
      />
      <GatewayView
        hemsLogicalId={hemsLogicalId}
        hemGatewayId={hemGatewayId}
        siteHref={(subUuid) => paths.site({ subUuid })}
        installationHref={(installationUuid) => paths.assetsGatewayDevices({ installationUuid })}
        chargerHref={chargerHref}
      />
    </>
  );
}

/** /assets/gateways-devices/{installationUuid} */
export function GatewayDevicesRoute() {
  const t = useT();
  const entry = routeEntry('assetsGatewayDevices');
  const { params } = useScreenRoute();
  const installationUuid = params.installationUuid ?? '';
  // The installation's own name once the view's call (shared through the query cache) answered; a short id meanwhile.
  const installation = useInstallationGateways(installationUuid);
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle={
          installation.status === 'ready'
            ? t('gateways.installationSubtitle', { name: installation.data.installationName })
            : t('gateways.installationSubtitle', { name: shortId(installationUuid) })
        }
        {...useBackTarget(entry)}
        right={
          <ActivityLink target={installationUuid} what={t('gateways.thisInstallation')} inLanguageShown />
        }
      />
      <InstallationGatewaysView
        installationUuid={installationUuid}
        chargerHref={chargerHref}
        addHref={(hemGatewayId) => paths.assetsAddEvse({ installationUuid, hemGatewayId })}
        editHref={(hemGatewayId, assetUuid) =>
          paths.assetsEditEvse({ installationUuid, hemGatewayId, assetUuid })
        }
        siteHref={(subUuid) => paths.site({ subUuid })}
        gatewayHref={(hemsLogicalId, hemGatewayId) => paths.assetsGateway({ hemsLogicalId, hemGatewayId })}
        preparedHref={(id) => paths.hemsPrepared({ id })}
      />
    </>
  );
}

/** /assets/ocpp-chargepoint-candidates: Assign opens the chosen gateway's add-charger flow with the identity. */
export function ChargepointCandidatesRoute() {
  const t = useT();
  const entry = routeEntry('assetsOcppCandidates');
  const models = useChargepointModels();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('gateways.candidatesSubtitle')} {...useBackTarget(entry)} />
      <ChargepointCandidatesView
        models={models.status === 'ready' ? models.data : null}
        onAssign={(gateway, uniqueIdentifier) => {
          void navigate(
            `${paths.assetsAddEvse({ installationUuid: gateway.installationUuid, hemGatewayId: gateway.hemGatewayId })}?${new URLSearchParams({ uniqueIdentifier })}`,
          );
        }}
      />
    </>
  );
}

/** /operations/chargepoint-models */
export function ChargepointModelsRoute() {
  const t = useT();
  const entry = routeEntry('operationsChargepointModels');
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('gateways.modelsSubtitle')} {...useBackTarget(entry)} />
      <ChargepointModelsView models={useChargepointModels()} />
    </>
  );
}
