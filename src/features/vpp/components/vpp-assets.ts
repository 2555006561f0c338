import { formatQuantity } from '../../../domain/format/locale-format.ts';
import { t } from '../../../i18n/i18n.ts';
import type { VppSite } from '../api/list-vpp-sites.ts';

/** A site's assets in words: "Battery 10.0 kWh / 5.0 kW", "Charger 11.0 kW", "Heat pump 2.3 kW", "PV 8.0 kWp". */
export function assetTexts(assets: VppSite['assets']): string[] {
  const texts: string[] = [];
  if (assets.battery)
    texts.push(
      t('vpp.asset.battery', {
        capacity: formatQuantity(assets.battery.capacityKwh, 'kWh'),
        power: formatQuantity(assets.battery.maxPowerKw, 'kW'),
      }),
    );
  for (const charger of assets.chargers)
    texts.push(t('vpp.asset.charger', { power: formatQuantity(charger.maxPowerKw, 'kW') }));
  if (assets.heatPump)
    texts.push(t('vpp.asset.heatPump', { power: formatQuantity(assets.heatPump.maxPowerKw, 'kW') }));
  if (assets.pv) texts.push(t('vpp.asset.pv', { power: formatQuantity(assets.pv.peakPowerKw, 'kWp') }));
  return texts;
}
