// The layers of an end customer's price over the day-ahead spot price (issue #33 item 2), in ct/kWh. The constants are
// illustrative German household values for 2025 (sources named per line); a real tariff takes them from its DSO and
// supplier. One place: the pricing screen draws these layers and the smart charging planner (issue #35) prices with
// them.

/** Network charge of an average German household DSO (BNetzA Monitoringbericht 2024: ~11.6 ct/kWh net). */
export const GRID_FEE_CT_PER_KWH = 11.6;

/** Levies and charges per kWh, net (2025 values). */
export const LEVIES_CT_PER_KWH = {
  /** Stromsteuer (electricity tax, StromStG §3). */
  electricityTax: 2.05,
  /** Konzessionsabgabe, municipalities over 100,000 inhabitants (KAV §2). */
  concessionFee: 2.39,
  /** KWKG-Umlage (combined heat and power levy 2025). */
  chpLevy: 0.277,
  /** Aufschlag für besondere Netznutzung (former §19 StromNEV levy, 2025). */
  specialNetworkUse: 1.558,
  /** Offshore-Netzumlage (2025). */
  offshoreLevy: 0.816,
} as const;

export const LEVIES_TOTAL_CT_PER_KWH = Object.values(LEVIES_CT_PER_KWH).reduce(
  (sum, value) => sum + value,
  0,
);

/** Umsatzsteuer (VAT) on the whole end-customer price. */
export const VAT_RATE = 0.19;

export interface PriceLayers {
  /** The spot price, ct/kWh (€/MWh ÷ 10). */
  readonly spot: number;
  /** Spot plus the grid fee, net. */
  readonly withGridFee: number;
  /** What the end customer pays: spot, grid fee and levies, plus VAT. */
  readonly endCustomer: number;
}

/** €/MWh → ct/kWh. */
export const ctPerKwh = (eurPerMwh: number): number => eurPerMwh / 10;

export function priceLayers(
  spotEurPerMwh: number,
  gridFeeCtPerKwh: number = GRID_FEE_CT_PER_KWH,
): PriceLayers {
  const spot = ctPerKwh(spotEurPerMwh);
  const withGridFee = spot + gridFeeCtPerKwh;
  return { spot, withGridFee, endCustomer: (withGridFee + LEVIES_TOTAL_CT_PER_KWH) * (1 + VAT_RATE) };
}
