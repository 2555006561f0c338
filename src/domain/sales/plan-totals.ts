// What a plan costs and emits: grid energy at the slot's end-customer price, solar energy at the
// feed-in tariff it no longer earns, CO2 of the grid energy at the modelled grid intensity.
import { FEED_IN_CT_PER_KWH, GRID_CO2_G_PER_KWH } from './energy-models.ts';
import type { PlanSlot } from './price-horizon.ts';

export interface SlotEnergy {
  readonly solarKwh: number;
  readonly gridKwh: number;
}

export interface PlanTotals {
  readonly energyKwh: number;
  readonly solarKwh: number;
  readonly gridKwh: number;
  readonly costEur: number;
  readonly co2Kg: number;
}

export function planTotals(slots: readonly PlanSlot[], energy: readonly SlotEnergy[]): PlanTotals {
  let solarKwh = 0;
  let gridKwh = 0;
  let costCt = 0;
  energy.forEach((e, i) => {
    solarKwh += e.solarKwh;
    gridKwh += e.gridKwh;
    costCt += e.gridKwh * (slots[i]?.priceCt ?? 0) + e.solarKwh * FEED_IN_CT_PER_KWH;
  });
  return {
    energyKwh: solarKwh + gridKwh,
    solarKwh,
    gridKwh,
    costEur: costCt / 100,
    co2Kg: (gridKwh * GRID_CO2_G_PER_KWH) / 1000,
  };
}
