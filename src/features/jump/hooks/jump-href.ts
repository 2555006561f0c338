import { paths } from '../../../config/paths.ts';
import { siteEnergyHref } from '../../../config/site-energy-paths.ts';
import type { JumpTarget } from '../../../domain/search/jump-target.ts';

/** The screen a jump target opens (the keys come from the search call: nothing is guessed). */
export function jumpHref(target: JumpTarget): string {
  switch (target.kind) {
    case 'site': {
      const { subscription, fleetUuid } = target.hit;
      // The live view in the site's fleet where the search names one, else on the site's own page.
      return target.view === 'live'
        ? siteEnergyHref('live', subscription, fleetUuid)
        : paths.site({ subUuid: subscription });
    }
    case 'gateway':
      return paths.assetsGateway({
        hemsLogicalId: target.hit.hemsLogicalId,
        hemGatewayId: target.hit.hemGatewayId,
      });
    case 'charger': {
      const { evseUuid, mount, subscription, fleetUuid } = target.hit;
      if (mount === 'install' && subscription !== null)
        return paths.installEvseOverview({ subUuid: subscription, evseUuid });
      if (mount === 'fleet' && subscription !== null && fleetUuid !== null)
        return paths.fleetEvseOverview({ fleetUuid, subUuid: subscription, evseUuid });
      return paths.assetsEvseStatus({ evseUuid });
    }
    case 'fleet':
      return paths.fleet({ fleet_uuid: target.hit.fleetUuid });
    case 'installation':
      return paths.assetsGatewayDevices({ installationUuid: target.hit.installationUuid });
  }
}
