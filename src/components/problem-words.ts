import { formatDecimal } from '../domain/format/locale-format.ts';
import type { HealthDimension, HealthLevel } from '../domain/health/health.ts';
import { DIMENSION_LABELS, LEVEL_LABELS } from '../domain/health/health.ts';
import type { ProblemSeverity } from '../domain/problems/problems.ts';
import { problemText, problemTitle, SEVERITY_LABELS } from '../domain/problems/problems.ts';
import {
  AUTO_ACTIVATED_PROBLEM_DAYS,
  FORECAST_DEVIATION_PERCENT,
  INCOMPLETE_INSTALLATION_PROBLEM_DAYS,
  OFFLINE_PROBLEM_HOURS,
  ONLINE_OFFLINE_SWITCHES_LIMIT,
  ONLINE_OFFLINE_SWITCHES_WINDOW_HOURS,
  TELEMETRY_GAP_PERCENT,
} from '../domain/shared/constants.ts';
import type { ReadinessLabel } from '../domain/sites/statuses.ts';
import { READINESS_LABEL_TEXT } from '../domain/sites/statuses.ts';
import { tOr } from '../i18n/i18n.ts';

/*
 * The problem catalogue's words in the language shown (src/i18n/catalogues/problems.*.ts): a problem's short name
 * and user text, the severities, health levels and master data readiness. The domain keeps its English (the
 * catalogue, the filters' and the URL's words); a screen whose route does not load the `problems` words, or a code
 * outside the catalogue, shows the domain's English.
 */

/** The thresholds the names and texts quote (SPEC §9), formatted for the language shown. */
const thresholds = (): Record<string, string> => ({
  days: String(AUTO_ACTIVATED_PROBLEM_DAYS),
  hours: String(OFFLINE_PROBLEM_HOURS),
  limit: String(ONLINE_OFFLINE_SWITCHES_LIMIT),
  percent: String(FORECAST_DEVIATION_PERCENT),
  min: formatDecimal(TELEMETRY_GAP_PERCENT.min),
  small: formatDecimal(TELEMETRY_GAP_PERCENT.small),
  max: formatDecimal(TELEMETRY_GAP_PERCENT.max),
});

/** The values of one code's messages (two codes quote other constants under the same names). */
function valuesOf(code: string): Record<string, string> {
  const values = thresholds();
  if (code === 'OLDER_THAN_30_DAYS') values.days = String(INCOMPLETE_INSTALLATION_PROBLEM_DAYS);
  if (code === 'SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5')
    values.hours = String(ONLINE_OFFLINE_SWITCHES_WINDOW_HOURS);
  return values;
}

/** A problem's short name (chips, options, headings). */
export const problemName = (code: string): string =>
  tOr(`problems.title.${code}`, problemTitle(code), valuesOf(code));

/** A problem's user text: what is wrong. */
export const problemDescription = (code: string): string =>
  tOr(`problems.text.${code}`, problemText(code), valuesOf(code));

export const severityText = (severity: ProblemSeverity): string =>
  tOr(`problems.severity.${severity}`, SEVERITY_LABELS[severity]);

export const levelText = (level: HealthLevel): string => tOr(`problems.level.${level}`, LEVEL_LABELS[level]);

export const dimensionText = (dimension: HealthDimension): string =>
  tOr(`problems.dimension.${dimension}`, DIMENSION_LABELS[dimension]);

/** 'IoT Health: Moderate', as the health filter labels it. */
export const healthText = (dimension: HealthDimension, level: HealthLevel): string =>
  tOr('problems.health', `${DIMENSION_LABELS[dimension]}: ${LEVEL_LABELS[level]}`, {
    dimension: dimensionText(dimension),
    level: levelText(level),
  });

export const readinessText = (label: ReadinessLabel): string =>
  tOr(`problems.readiness.${label}`, READINESS_LABEL_TEXT[label]);
