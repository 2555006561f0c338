import type { HealthLevel } from '../health/health.ts';
import { SITE_STATUS_LABELS, isSiteStatus } from './statuses.ts';

/** MUI palette names, kept as plain strings so the domain stays free of MUI. */
export type ToneColor = 'success' | 'warning' | 'error' | 'default';

/** DESIGN §3: ACTIVE success, AUTO_ACTIVATED warning, INACTIVE default. */
export function siteStatusTone(status: string): ToneColor {
  if (status === 'ACTIVE') return 'success';
  if (status === 'AUTO_ACTIVATED') return 'warning';
  return 'default';
}

export function siteStatusLabel(status: string): string {
  return isSiteStatus(status) ? SITE_STATUS_LABELS[status] : status;
}

export function healthTone(level: HealthLevel): ToneColor {
  if (level === 'good') return 'success';
  if (level === 'moderate') return 'warning';
  return 'error';
}

export const HEALTH_LEVEL_TEXT: Readonly<Record<HealthLevel, string>> = {
  good: 'Good',
  moderate: 'Moderate',
  critical: 'Critical',
};

/**
 * What to tell staff when a load fails, by HTTP status (status 0: no answer at all). The server's own message is
 * shown beside it; this says what to do next.
 */
export function loadErrorAdvice(status: number): string {
  if (status === 0) return 'The server did not answer. Check your connection, then try again.';
  if (status === 401) return 'Your session has ended. Sign in again, then reopen this page.';
  if (status === 403) return 'Your account may not see this. Ask an administrator for access.';
  if (status === 404) return 'Nothing is known under this link. Check the link, or go back and choose again.';
  if (status === 400) return 'The server refused the request. Clear the filters and try again.';
  if (status >= 500) return 'The server had a problem. Try again in a moment.';
  return 'Try again; if it keeps failing, report the id below.';
}
