// The problem catalogue's words (src/domain/problems/problems.ts: each code's short name and user text), the
// severities, the health levels and dimensions and the master data readiness, as the problem lists, the VPP and the
// installations show them (src/components/problem-words.ts looks them up; a code outside the catalogue shows as
// itself). Loaded with the routes whose records name it (`words`). Thresholds come as `{days}`, `{hours}` … from
// src/domain/shared/constants.ts.
export const problems = {
  'problems.title.AUTO_ACTIVATED_FOR_MORE_14_DAYS': 'Auto-activated for more than {days} days',
  'problems.text.AUTO_ACTIVATED_FOR_MORE_14_DAYS':
    'Not fully activated for over {days} days; may still need activation via the app.',
  'problems.title.OFFLINE_SINCE_MORE_THAN_6_HOURS': 'Offline for more than {hours} hours',
  'problems.text.OFFLINE_SINCE_MORE_THAN_6_HOURS':
    "The site's gateway has been offline for more than {hours} hours.",
  'problems.title.SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5': 'More than {limit} online/offline switches',
  'problems.text.SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5':
    'The gateway switched between online and offline more than {limit} times in the last {hours} hours.',
  'problems.title.ACTIVE_FC_INCOMPLETE': 'Forecast incomplete',
  'problems.text.ACTIVE_FC_INCOMPLETE': 'The site is active, but its forecast is incomplete.',
  'problems.title.CONSUMPTION_FC_DEVIATION': 'Consumption forecast deviation',
  'problems.text.CONSUMPTION_FC_DEVIATION':
    'The consumption forecast deviates from the measured consumption by over {percent}%.',
  'problems.title.PV_FORECAST_DEVIATION': 'PV forecast deviation',
  'problems.text.PV_FORECAST_DEVIATION':
    'The PV forecast deviates from the measured PV production by over {percent}%.',
  'problems.title.SITE_NOT_OPTIMIZABLE': 'Site not optimizable',
  'problems.text.SITE_NOT_OPTIMIZABLE': 'The site cannot be optimized at the moment.',
  'problems.title.INSTALLATION_DUPLICATE': 'Duplicate installation',
  'problems.text.INSTALLATION_DUPLICATE': 'The installation exists more than once.',
  'problems.title.PENDING_ACTIVATION': 'Pending activation',
  'problems.text.PENDING_ACTIVATION': 'Completed installation still pending activation.',
  'problems.title.OLDER_THAN_30_DAYS': 'Incomplete for more than {days} days',
  'problems.text.OLDER_THAN_30_DAYS': 'Incomplete installation older than {days} days.',
  'problems.title.POSSIBLY_INCORRECT_MASTERDATA_PV': 'Possibly incorrect PV master data',
  'problems.text.POSSIBLY_INCORRECT_MASTERDATA_PV':
    'Roof details likely wrong: the PV master data may be incorrect.',
  'problems.title.EVSE_UNSUPPORTED_FIRMWARE_MODEL': 'Unsupported EVSE firmware or model',
  'problems.text.EVSE_UNSUPPORTED_FIRMWARE_MODEL':
    "The EV charger's model or firmware version is not supported.",
  'problems.title.EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS': 'EVSE offline for more than {hours} hours',
  'problems.text.EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS':
    'The EV charger has been offline for more than {hours} hours.',
  'problems.title.SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS': 'Small telemetry gaps',
  'problems.text.SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS':
    "{min}% to {small}% of the last day's telemetry missing.",
  'problems.title.SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS': 'Large telemetry gaps',
  'problems.text.SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS':
    "{small}% to {max}% of the last day's telemetry missing.",
  'problems.title.SITE_OFFLINE_NOW': 'Site offline now',
  'problems.text.SITE_OFFLINE_NOW': "The site's gateway is offline right now.",
  'problems.title.SITE_IOT_STATUS_UNHEALTHY_NOW': 'IoT status unhealthy now',
  'problems.text.SITE_IOT_STATUS_UNHEALTHY_NOW': "The site's IoT connection is reported unhealthy right now.",
  'problems.title.SITE_HAS_UNREGISTERED_EVSE': 'Unregistered EVSE',
  'problems.text.SITE_HAS_UNREGISTERED_EVSE':
    'Consumption intervals look like EV charging, but no EVSE is registered for the site.',
  'problems.severity.critical': 'Critical',
  'problems.severity.warning': 'Warning',
  'problems.severity.info': 'Info',
  'problems.level.good': 'Good',
  'problems.level.moderate': 'Moderate',
  'problems.level.critical': 'Critical',
  'problems.dimension.overall': 'Site Health Status',
  'problems.dimension.iot': 'IoT Health',
  'problems.dimension.vpp': 'VPP Health',
  'problems.health': '{dimension}: {level}',
  'problems.readiness.READY': 'Ready',
  'problems.readiness.NOT_READY': 'Not Ready',
  'problems.readiness.MISSING_MASTER_DATA': 'Missing Master Data',
  'problems.explain.telemetry': 'See the telemetry gaps',
  'problems.explain.history': 'See forecast and measurement',
  'problems.explain.forecasting': 'See the failed forecasting runs',
  'problems.explain.optimisation': 'See the failed optimisation runs',
} as const;
