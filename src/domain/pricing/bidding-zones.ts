// The bidding zones the pricing screen offers, DE-LU first. Each zone's delivery days are its own
// local days. The API names a zone by its ENTSO-E short name.

export const BIDDING_ZONES = {
  'DE-LU': { label: 'Germany–Luxembourg', timeZone: 'Europe/Berlin' },
  AT: { label: 'Austria', timeZone: 'Europe/Vienna' },
  NL: { label: 'Netherlands', timeZone: 'Europe/Amsterdam' },
} as const satisfies Record<string, { label: string; timeZone: string }>;

export type BiddingZone = keyof typeof BIDDING_ZONES;

export const BIDDING_ZONE_IDS = Object.keys(BIDDING_ZONES) as BiddingZone[];
export const DEFAULT_BIDDING_ZONE: BiddingZone = 'DE-LU';

export function isBiddingZone(value: string): value is BiddingZone {
  return Object.prototype.hasOwnProperty.call(BIDDING_ZONES, value);
}

/** The harmonised clearing price limits of the single day-ahead coupling (SDAC), €/MWh. */
export const DAY_AHEAD_PRICE_LIMITS = { min: -500, max: 4000 } as const;
