// The demo's MODELS, not measurements: a clear-sky PV profile for a system of a given size, a
// constant household base load, the CO2 intensity of the German grid mix and the feed-in tariff that solar energy put
// into the car no longer earns. The screen labels everything computed from these as a model; no backend sends them.
import { zonedParts } from '../format/zoned-time.ts';

/** Household consumption the PV covers before the car gets a surplus, kW (an average German household: ~3,500 kWh/a). */
export const BASE_LOAD_KW = 0.4;

/** CO2 of a kWh from the grid, g (Umweltbundesamt, German electricity mix 2024: ~363 g/kWh). */
export const GRID_CO2_G_PER_KWH = 363;

/** What a kWh fed into the grid earns, ct (EEG feed-in tariff for small rooftop PV, 2025: ~7.9 ct/kWh). */
export const FEED_IN_CT_PER_KWH = 7.9;

const DAY_MS = 86_400_000;

/** Day of the year, 0-based, of an instant in UTC (the season is all the model needs). */
function dayOfYear(ms: number): number {
  const date = new Date(ms);
  return Math.floor((ms - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS);
}

/**
 * Clear-sky PV output, kW, of a `kWp` system at an instant: a half-sine between sunrise and sunset around local
 * solar noon (13:00 wall clock), daylight from 8 h at the winter solstice to 16 h at the summer one, peaking at 25 %
 * of kWp in December and 75 % in June. Central-European latitudes, no clouds: an illustration, not a forecast.
 */
export function pvModelKw(ms: number, kWp: number, timeZone: string): number {
  if (kWp <= 0) return 0;
  const season = Math.cos((2 * Math.PI * (dayOfYear(ms) - 172)) / 365);
  const daylight = 12 + 4 * season;
  const peakShare = 0.5 + 0.25 * season;
  const parts = zonedParts(ms, timeZone);
  const hour = parts.hour + parts.minute / 60;
  const sinceSunrise = hour - (13 - daylight / 2);
  if (sinceSunrise <= 0 || sinceSunrise >= daylight) return 0;
  return kWp * peakShare * Math.sin((Math.PI * sinceSunrise) / daylight);
}

/** The PV power left for the car after the household's base load, kW. */
export function pvSurplusKw(pvKw: number): number {
  return Math.max(0, pvKw - BASE_LOAD_KW);
}
