import { paths } from '../config/paths.ts';
import { InstallationChargersCard } from '../features/gateways/components/installation-chargers-card.tsx';

/** A site page's gateways and chargers (the site and fleet-site routes), each linking to its own page. */
export const siteEquipmentOf = (installationUuid: string) => (
  <InstallationChargersCard
    installationUuid={installationUuid}
    gatewayHref={(hemsLogicalId, hemGatewayId) => paths.assetsGateway({ hemsLogicalId, hemGatewayId })}
    chargerHref={(evseUuid) => paths.assetsEvseStatus({ evseUuid })}
  />
);
