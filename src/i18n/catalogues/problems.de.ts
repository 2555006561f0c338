import type { Catalogue } from '../catalogue-types.ts';
import type { problems as source } from './problems.en.ts';

export const problems: Catalogue<typeof source> = {
  'problems.title.AUTO_ACTIVATED_FOR_MORE_14_DAYS': 'Seit mehr als {days} Tagen automatisch aktiviert',
  'problems.text.AUTO_ACTIVATED_FOR_MORE_14_DAYS':
    'Seit über {days} Tagen nicht vollständig aktiviert; muss eventuell noch über die App aktiviert werden.',
  'problems.title.OFFLINE_SINCE_MORE_THAN_6_HOURS': 'Seit mehr als {hours} Stunden offline',
  'problems.text.OFFLINE_SINCE_MORE_THAN_6_HOURS':
    'Das Gateway des Standorts ist seit mehr als {hours} Stunden offline.',
  'problems.title.SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5':
    'Mehr als {limit} Wechsel zwischen online und offline',
  'problems.text.SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5':
    'Das Gateway hat in den letzten {hours} Stunden mehr als {limit}-mal zwischen online und offline gewechselt.',
  'problems.title.ACTIVE_FC_INCOMPLETE': 'Prognose unvollständig',
  'problems.text.ACTIVE_FC_INCOMPLETE': 'Der Standort ist aktiv, aber seine Prognose ist unvollständig.',
  'problems.title.CONSUMPTION_FC_DEVIATION': 'Abweichung der Verbrauchsprognose',
  'problems.text.CONSUMPTION_FC_DEVIATION':
    'Die Verbrauchsprognose weicht um mehr als {percent} % vom gemessenen Verbrauch ab.',
  'problems.title.PV_FORECAST_DEVIATION': 'Abweichung der PV-Prognose',
  'problems.text.PV_FORECAST_DEVIATION':
    'Die PV-Prognose weicht um mehr als {percent} % von der gemessenen PV-Erzeugung ab.',
  'problems.title.SITE_NOT_OPTIMIZABLE': 'Standort nicht optimierbar',
  'problems.text.SITE_NOT_OPTIMIZABLE': 'Der Standort kann derzeit nicht optimiert werden.',
  'problems.title.INSTALLATION_DUPLICATE': 'Doppelte Installation',
  'problems.text.INSTALLATION_DUPLICATE': 'Die Installation ist mehrfach angelegt.',
  'problems.title.PENDING_ACTIVATION': 'Aktivierung ausstehend',
  'problems.text.PENDING_ACTIVATION': 'Die Installation ist abgeschlossen, die Aktivierung steht noch aus.',
  'problems.title.OLDER_THAN_30_DAYS': 'Seit mehr als {days} Tagen unvollständig',
  'problems.text.OLDER_THAN_30_DAYS': 'Unvollständige Installation, älter als {days} Tage.',
  'problems.title.POSSIBLY_INCORRECT_MASTERDATA_PV': 'PV-Stammdaten möglicherweise fehlerhaft',
  'problems.text.POSSIBLY_INCORRECT_MASTERDATA_PV':
    'Die Dachangaben sind vermutlich falsch: Die PV-Stammdaten könnten fehlerhaft sein.',
  'problems.title.EVSE_UNSUPPORTED_FIRMWARE_MODEL': 'EVSE-Modell oder -Firmware nicht unterstützt',
  'problems.text.EVSE_UNSUPPORTED_FIRMWARE_MODEL':
    'Das Modell oder die Firmware-Version der Wallbox wird nicht unterstützt.',
  'problems.title.EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS': 'EVSE seit mehr als {hours} Stunden offline',
  'problems.text.EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS':
    'Die Wallbox ist seit mehr als {hours} Stunden offline.',
  'problems.title.SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS': 'Kleine Telemetrielücken',
  'problems.text.SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS':
    '{min} % bis {small} % der Telemetrie des letzten Tages fehlen.',
  'problems.title.SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS': 'Große Telemetrielücken',
  'problems.text.SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS':
    '{small} % bis {max} % der Telemetrie des letzten Tages fehlen.',
  'problems.title.SITE_OFFLINE_NOW': 'Standort jetzt offline',
  'problems.text.SITE_OFFLINE_NOW': 'Das Gateway des Standorts ist gerade offline.',
  'problems.title.SITE_IOT_STATUS_UNHEALTHY_NOW': 'IoT-Status jetzt gestört',
  'problems.text.SITE_IOT_STATUS_UNHEALTHY_NOW':
    'Die IoT-Verbindung des Standorts wird gerade als gestört gemeldet.',
  'problems.title.SITE_HAS_UNREGISTERED_EVSE': 'Nicht registrierte EVSE',
  'problems.text.SITE_HAS_UNREGISTERED_EVSE':
    'Die Verbrauchsintervalle sehen nach dem Laden eines E-Autos aus, aber für den Standort ist keine EVSE registriert.',
  'problems.severity.critical': 'Kritisch',
  'problems.severity.warning': 'Warnung',
  'problems.severity.info': 'Hinweis',
  'problems.level.good': 'Gut',
  'problems.level.moderate': 'Mäßig',
  'problems.level.critical': 'Kritisch',
  'problems.dimension.overall': 'Standortzustand',
  'problems.dimension.iot': 'IoT-Zustand',
  'problems.dimension.vpp': 'VPP-Zustand',
  'problems.health': '{dimension}: {level}',
  'problems.readiness.READY': 'Bereit',
  'problems.readiness.NOT_READY': 'Nicht bereit',
  'problems.readiness.MISSING_MASTER_DATA': 'Stammdaten fehlen',
  'problems.explain.telemetry': 'Telemetrielücken ansehen',
  'problems.explain.history': 'Prognose und Messung ansehen',
  'problems.explain.forecasting': 'Fehlgeschlagene Prognoseläufe ansehen',
  'problems.explain.optimisation': 'Fehlgeschlagene Optimierungsläufe ansehen',
};
