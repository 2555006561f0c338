/**
 * SPEC §9 business constants and limits: the one place these numbers live. Texts that quote a threshold (problem
 * catalogue, dialogs, filters) read it from here so a changed limit changes every text at once.
 */

/** An auto-activated site becomes a problem after this many days. */
export const AUTO_ACTIVATED_PROBLEM_DAYS = 14;
/** An incomplete installation becomes a problem after this many days. */
export const INCOMPLETE_INSTALLATION_PROBLEM_DAYS = 30;
/** A site or EVSE that is offline for longer than this many hours is a problem. */
export const OFFLINE_PROBLEM_HOURS = 6;
/** More than this many offline/online switches … */
export const ONLINE_OFFLINE_SWITCHES_LIMIT = 5;
/** … within this many hours is a problem. */
export const ONLINE_OFFLINE_SWITCHES_WINDOW_HOURS = 24;
/** A forecast that deviates by more than this percentage is a problem. */
export const FORECAST_DEVIATION_PERCENT = 30;
/** Telemetry gap bands in percent of the last day: small gaps from the first to the second, large up to the third. */
export const TELEMETRY_GAP_PERCENT = { min: 0.1, small: 5, max: 99.9 } as const;

/** date-fns pattern of the filter date pickers. */
export const FILTER_DATE_FORMAT = 'yyyy/MM/dd';
/** How long skeletons stay after a filter is applied or reset. */
export const FILTER_SKELETON_DELAY_MS = 300;
/** A script chunk or stylesheet that has not loaded after this long is a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DOCS_BUTTON_WIDTH_PX = 300;

/** The API keys /api/internal and /api/external offer (SPEC §9). */
export const INTERNAL_API_KEYS = Object.freeze(['API', 'CHARGE_API', 'UI_API'] as const);
export const EXTERNAL_API_KEYS = Object.freeze(['APP_API', 'ERP_API'] as const);

export const DIALOG_DEFAULTS = {
  maxWidth: 'sm',
  cancelText: 'Cancel',
  applyText: 'Apply',
  applyColor: 'error',
} as const;
