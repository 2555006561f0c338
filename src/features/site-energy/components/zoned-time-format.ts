import { dateTimeFormat } from '../../../domain/format/locale-format.ts';

/**
 * Times at the site, in the person's regional format (a site's days are the site's days): `31.10.2026, 14:05:30`
 * in German. `seconds` adds the seconds, for device-resolution samples.
 */
export function zonedTimeFormat(timeZone: string, seconds = false): (ms: number) => string {
  const format = dateTimeFormat({
    timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  });
  return (ms) => format.format(new Date(ms));
}
