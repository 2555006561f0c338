import type { Catalogue } from '../catalogue-types.ts';
import type { chargerCheck as source } from './charger-check.en.ts';

export const chargerCheck: Catalogue<typeof source> = {
  'chargerCheck.check.EVSE_NOT_FOUND_ON_GATEWAY.title':
    'Das Gateway hat noch nie eine Ladestation mit dieser Kennung gesehen.',
  'chargerCheck.check.EVSE_NOT_FOUND_ON_GATEWAY.action':
    'Prüfen Sie die Kennung auf dem Typenschild der Ladestation oder in ihrer App (Buchstaben und Ziffern genau) und ob die OCPP-Backend-Adresse der Ladestation auf dieses Gateway zeigt.',
  'chargerCheck.check.EVSE_NOT_CONNECTED.title':
    'Das Gateway kennt diese Ladestation, sie ist aber derzeit nicht verbunden (zuletzt gesehen {seen}).',
  'chargerCheck.check.EVSE_NOT_CONNECTED.action':
    'Prüfen Sie, ob die Ladestation Strom hat und im selben Netzwerk wie das Gateway ist, und prüfen Sie dann erneut.',
  'chargerCheck.check.EVSE_MODEL_NOT_SUPPORTED.title':
    '{vendorModel} ist kein unterstütztes Ladestationsmodell.',
  'chargerCheck.check.EVSE_MODEL_NOT_SUPPORTED.action':
    'Nur Modelle aus der Liste der Ladestationsmodelle können hinzugefügt werden. Installieren Sie eine unterstützte Ladestation.',
  'chargerCheck.check.EVSE_FIRMWARE_NOT_SUPPORTED.title':
    'Firmware {firmware} wird für {vendorModel} nicht unterstützt.',
  'chargerCheck.check.EVSE_FIRMWARE_NOT_SUPPORTED.action':
    'Aktualisieren Sie die Ladestation auf eine unterstützte Version ({versions}) und prüfen Sie dann erneut.',
  'chargerCheck.check.EVSE_ALREADY_ASSIGNED.title': 'Diese Ladestation gehört bereits zu einer Installation.',
  'chargerCheck.check.EVSE_ALREADY_ASSIGNED.action':
    'Entfernen Sie sie zuerst aus dieser Installation, oder prüfen Sie, ob Sie die richtige Kennung eingegeben haben.',
  'chargerCheck.check.GATEWAY_OFFLINE.title':
    'Das Gateway ist offline und kann daher nicht nach der Ladestation gefragt werden.',
  'chargerCheck.check.GATEWAY_OFFLINE.action':
    'Warten Sie, bis das Gateway wieder online ist (siehe seine Seite), oder prüfen Sie die Internetverbindung des Standorts.',
  'chargerCheck.check.VERIFICATION_TIMEOUT.title': 'Das Gateway hat nicht rechtzeitig geantwortet.',
  'chargerCheck.check.VERIFICATION_TIMEOUT.action':
    'Das Gateway ist vielleicht ausgelastet oder langsam angebunden. Versuchen Sie es in einer Minute erneut.',
  'chargerCheck.check.EVSE_OFFLINE.title':
    'Die Ladestation ist offline (zuletzt gesehen {seen}) und kann den Befehl daher nicht annehmen.',
  'chargerCheck.check.EVSE_OFFLINE.action':
    'Befehle erreichen die Ladestation nur, solange sie verbunden ist. Versuchen Sie es erneut, sobald sie wieder online ist.',
  'chargerCheck.check.COMMAND_TIMEOUT.title': 'Die Ladestation hat nicht rechtzeitig geantwortet.',
  'chargerCheck.check.COMMAND_TIMEOUT.action':
    'Sie führt den Befehl vielleicht noch aus: Prüfen Sie ihr Ereignisprotokoll, bevor Sie ihn erneut senden.',
  'chargerCheck.check.notReported': '(nicht gemeldet)',
  'chargerCheck.check.notKnown': 'unbekannt',
  'chargerCheck.check.thisModel': 'dieses Modell',
  'chargerCheck.check.seeModelsList': 'siehe Liste der Ladestationsmodelle',
  'chargerCheck.check.failed': 'Die Anfrage ist fehlgeschlagen (HTTP {status}).',
  'chargerCheck.check.tryAgain':
    'Versuchen Sie es erneut; schlägt es weiter fehl, melden Sie die Fehlerreferenz unten.',
  'chargerCheck.check.fact.identifier': 'Kennung',
  'chargerCheck.check.fact.vendorModel': 'Hersteller und Modell',
  'chargerCheck.check.fact.firmware': 'Gemeldete Firmware',
  'chargerCheck.check.fact.versions': 'Unterstützte Versionen',
  'chargerCheck.check.fact.lastSeen': 'Zuletzt gesehen',
};
