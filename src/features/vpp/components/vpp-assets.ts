import { formatQuantity } from '../../../domain/format/locale-format.ts';
import type { VppSite } from '../api/list-vpp-sites.ts';

/** A site's assets in words: "Battery 10.0 kWh / 5.0 kW", "Charger 11.0 kW", "Heat pump 2.3 kW", "PV 8.0 kWp". */
export function assetTexts(assets: VppSite['assets']): string[] {
  const texts: string[] = [];
  if (assets.battery)
    texts.push(
      `Battery ${formatQuantity(assets.battery.capacityKwh, 'kWh')} / ${formatQuantity(assets.battery.maxPowerKw, 'kW')}`,
    );
  for (const charger of assets.chargers) texts.push(`Charger ${formatQuantity(charger.maxPowerKw, 'kW')}`);
  if (assets.heatPump) texts.push(`Heat pump ${formatQuantity(assets.heatPump.maxPowerKw, 'kW')}`);
  if (assets.pv) texts.push(`PV ${formatQuantity(assets.pv.peakPowerKw, 'kWp')}`);
  return texts;
}
