import type { Catalogue } from '../catalogue-types.ts';
import type { chargerChanges as source } from './charger-changes.en.ts';

export const chargerChanges: Catalogue<typeof source> = {
  'chargerChanges.command.softReset': 'Soft-Reset',
  'chargerChanges.command.hardReset': 'Hard-Reset',
  'chargerChanges.command.unlock': 'Ladepunkt {connector} entriegeln',
  'chargerChanges.command.setWholeAvailable': 'Ganze Ladestation verfügbar schalten',
  'chargerChanges.command.setWholeUnavailable': 'Ganze Ladestation nicht verfügbar schalten',
  'chargerChanges.command.setAvailable': 'Ladepunkt {connector} verfügbar schalten',
  'chargerChanges.command.setUnavailable': 'Ladepunkt {connector} nicht verfügbar schalten',
  'chargerChanges.confirm.reset': '{command} dieser Ladestation ausführen?',
  'chargerChanges.confirm.hardReset':
    'Die Ladestation startet sofort neu wie nach einer Stromunterbrechung: ein laufender Ladevorgang wird abgebrochen.',
  'chargerChanges.confirm.softReset':
    'Die Ladestation beendet laufende Ladevorgänge ordnungsgemäß und startet dann neu.',
  'chargerChanges.confirm.resetApply': 'Zurücksetzen',
  'chargerChanges.confirm.unlock': 'Ladepunkt {connector} entriegeln?',
  'chargerChanges.confirm.unlockCharging':
    'An diesem Ladepunkt lädt ein Fahrzeug: das Entriegeln beendet den Ladevorgang und gibt das Kabel frei.',
  'chargerChanges.confirm.unlockIdle':
    'Das Kabel wird freigegeben und kann abgezogen werden (z. B. wenn es klemmt).',
  'chargerChanges.confirm.unlockApply': 'Entriegeln',
  'chargerChanges.confirm.wholeUnavailable': 'Ganze Ladestation nicht verfügbar schalten?',
  'chargerChanges.confirm.unavailable': 'Ladepunkt {connector} nicht verfügbar schalten?',
  'chargerChanges.confirm.unavailableCharging':
    'Ein Ladevorgang läuft: die Ladestation beendet ihn zuerst und lehnt dann neue Ladevorgänge ab, bis sie wieder verfügbar geschaltet wird.',
  'chargerChanges.confirm.unavailableIdle':
    'Die Ladestation lehnt neue Ladevorgänge ab, bis sie wieder verfügbar geschaltet wird.',
  'chargerChanges.confirm.unavailableApply': 'Nicht verfügbar schalten',
  'chargerChanges.confirm.wholeAvailable': 'Ganze Ladestation verfügbar schalten?',
  'chargerChanges.confirm.available': 'Ladepunkt {connector} verfügbar schalten?',
  'chargerChanges.confirm.availableText': 'Die Ladestation nimmt wieder Ladevorgänge an.',
  'chargerChanges.confirm.availableApply': 'Verfügbar schalten',
  'chargerChanges.confirm.send': 'Senden',
  'chargerChanges.outcome.Accepted': '{command}: Die Ladestation hat den Befehl angenommen.',
  'chargerChanges.outcome.Unlocked': '{command}: Der Ladepunkt ist entriegelt.',
  'chargerChanges.outcome.Scheduled':
    '{command}: eingeplant. Die Ladestation übernimmt die Änderung, sobald der laufende Ladevorgang beendet ist.',
  'chargerChanges.outcome.Rejected': '{command}: Die Ladestation hat den Befehl abgelehnt.',
  'chargerChanges.outcome.UnlockFailed':
    '{command}: Die Ladestation konnte den Ladepunkt nicht entriegeln (die Verriegelung ist vielleicht defekt). Schicken Sie einen Techniker.',
  'chargerChanges.outcome.NotSupported': '{command}: Diese Ladestation unterstützt den Befehl nicht.',
  'chargerChanges.commandsOffline':
    'Die Ladestation ist offline: Befehle erreichen sie nur, solange sie verbunden ist.',
  'chargerChanges.check.EVSE_NOT_FOUND_ON_GATEWAY.title':
    'Das Gateway hat noch nie eine Ladestation mit dieser Kennung gesehen.',
  'chargerChanges.check.EVSE_NOT_FOUND_ON_GATEWAY.action':
    'Prüfen Sie die Kennung auf dem Typenschild der Ladestation oder in ihrer App (Buchstaben und Ziffern genau) und ob die OCPP-Backend-Adresse der Ladestation auf dieses Gateway zeigt.',
  'chargerChanges.check.EVSE_NOT_CONNECTED.title':
    'Das Gateway kennt diese Ladestation, sie ist aber derzeit nicht verbunden (zuletzt gesehen {seen}).',
  'chargerChanges.check.EVSE_NOT_CONNECTED.action':
    'Prüfen Sie, ob die Ladestation Strom hat und im selben Netzwerk wie das Gateway ist, und prüfen Sie dann erneut.',
  'chargerChanges.check.EVSE_MODEL_NOT_SUPPORTED.title':
    '{vendorModel} ist kein unterstütztes Ladestationsmodell.',
  'chargerChanges.check.EVSE_MODEL_NOT_SUPPORTED.action':
    'Nur Modelle aus der Liste der Ladestationsmodelle können hinzugefügt werden. Installieren Sie eine unterstützte Ladestation.',
  'chargerChanges.check.EVSE_FIRMWARE_NOT_SUPPORTED.title':
    'Firmware {firmware} wird für {vendorModel} nicht unterstützt.',
  'chargerChanges.check.EVSE_FIRMWARE_NOT_SUPPORTED.action':
    'Aktualisieren Sie die Ladestation auf eine unterstützte Version ({versions}) und prüfen Sie dann erneut.',
  'chargerChanges.check.EVSE_ALREADY_ASSIGNED.title':
    'Diese Ladestation gehört bereits zu einer Installation.',
  'chargerChanges.check.EVSE_ALREADY_ASSIGNED.action':
    'Entfernen Sie sie zuerst aus dieser Installation, oder prüfen Sie, ob Sie die richtige Kennung eingegeben haben.',
  'chargerChanges.check.GATEWAY_OFFLINE.title':
    'Das Gateway ist offline und kann daher nicht nach der Ladestation gefragt werden.',
  'chargerChanges.check.GATEWAY_OFFLINE.action':
    'Warten Sie, bis das Gateway wieder online ist (siehe seine Seite), oder prüfen Sie die Internetverbindung des Standorts.',
  'chargerChanges.check.VERIFICATION_TIMEOUT.title': 'Das Gateway hat nicht rechtzeitig geantwortet.',
  'chargerChanges.check.VERIFICATION_TIMEOUT.action':
    'Das Gateway ist vielleicht ausgelastet oder langsam angebunden. Versuchen Sie es in einer Minute erneut.',
  'chargerChanges.check.EVSE_OFFLINE.title':
    'Die Ladestation ist offline (zuletzt gesehen {seen}) und kann den Befehl daher nicht annehmen.',
  'chargerChanges.check.EVSE_OFFLINE.action':
    'Befehle erreichen die Ladestation nur, solange sie verbunden ist. Versuchen Sie es erneut, sobald sie wieder online ist.',
  'chargerChanges.check.COMMAND_TIMEOUT.title': 'Die Ladestation hat nicht rechtzeitig geantwortet.',
  'chargerChanges.check.COMMAND_TIMEOUT.action':
    'Sie führt den Befehl vielleicht noch aus: Prüfen Sie ihr Ereignisprotokoll, bevor Sie ihn erneut senden.',
  'chargerChanges.check.notReported': '(nicht gemeldet)',
  'chargerChanges.check.notKnown': 'unbekannt',
  'chargerChanges.check.thisModel': 'dieses Modell',
  'chargerChanges.check.seeModelsList': 'siehe Liste der Ladestationsmodelle',
  'chargerChanges.check.failed': 'Die Anfrage ist fehlgeschlagen (HTTP {status}).',
  'chargerChanges.check.tryAgain':
    'Versuchen Sie es erneut; schlägt es weiter fehl, melden Sie die Fehlerreferenz unten.',
  'chargerChanges.check.fact.identifier': 'Kennung',
  'chargerChanges.check.fact.vendorModel': 'Hersteller und Modell',
  'chargerChanges.check.fact.firmware': 'Gemeldete Firmware',
  'chargerChanges.check.fact.versions': 'Unterstützte Versionen',
  'chargerChanges.check.fact.lastSeen': 'Zuletzt gesehen',
  'chargerChanges.form.identifierEmpty':
    'Geben Sie die eindeutige Kennung der Ladestation ein (ihre OCPP-Identität).',
  'chargerChanges.form.tooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'chargerChanges.form.identifierChars':
    'Verwenden Sie nur Buchstaben, Ziffern und * _ = + : . @ - (keine Leerzeichen), wie auf der Ladestation aufgedruckt.',
  'chargerChanges.form.displayNameEmpty':
    'Geben Sie einen Anzeigenamen ein, den Mitarbeitende und Kunde wiedererkennen.',
  'chargerChanges.form.controlChars': 'Entfernen Sie Zeilenumbrüche und Steuerzeichen.',
  'chargerChanges.form.currentEmpty': 'Geben Sie den maximalen Strom pro Phase ein ({min}–{max} A).',
  'chargerChanges.form.currentWhole': 'Geben Sie eine ganze Zahl in Ampere ein ({min}–{max} A).',
  'chargerChanges.form.currentModelRange': 'Eine {vendor} {model} nimmt {min}–{max} A.',
  'chargerChanges.form.currentRange': 'Geben Sie {min}–{max} A ein.',
  'chargerChanges.form.phases': 'Wählen Sie 1 oder 3 Phasen.',
  'chargerChanges.form.displayName': 'Anzeigename',
  'chargerChanges.form.displayNameHelp': 'So sehen Mitarbeitende und Kunde sie, z. B. „Garage“',
  'chargerChanges.form.maxCurrent': 'Maximaler Strom pro Phase (A)',
  'chargerChanges.form.rangeModel': '{min}–{max} A für eine {vendor} {model}',
  'chargerChanges.form.range': '{min}–{max} A',
  'chargerChanges.form.phasesLabel': 'Phasen',
  'chargerChanges.form.onePhase': '1 Phase',
  'chargerChanges.form.threePhases': '3 Phasen',
  'chargerChanges.form.phasesHelp': 'Wie die Ladestation angeschlossen ist',
  'chargerChanges.add.steps': 'Schritte',
  'chargerChanges.add.verifyStep': 'Ladestation prüfen',
  'chargerChanges.add.settingsStep': 'Name und Grenzwerte',
  'chargerChanges.add.identifier': 'Eindeutige Kennung (OCPP-Identität)',
  'chargerChanges.add.identifierHelp':
    'Wie auf dem Typenschild der Ladestation oder in ihrer App, z. B. WBX-1234567',
  'chargerChanges.add.verify': 'Prüfen',
  'chargerChanges.add.add': 'Ladestation hinzufügen',
  'chargerChanges.add.seen': 'Was das Gateway sieht',
  'chargerChanges.edit.saved':
    'Gespeichert: {name}, {current} A, {phases, plural, one {# Phase} other {# Phasen}}.',
  'chargerChanges.edit.nothingChanged': 'Nichts geändert.',
  'chargerChanges.edit.overviewLink': 'Status, Ereignisprotokoll und Ladepläne',
  'chargerChanges.edit.settings': 'Einstellungen der Ladestation',
  'chargerChanges.edit.save': 'Speichern',
  'chargerChanges.edit.remove': 'Ladestation entfernen',
  'chargerChanges.edit.interruptTitle': 'Laufenden Ladevorgang unterbrechen?',
  'chargerChanges.edit.interruptApply': 'Speichern und unterbrechen',
  'chargerChanges.edit.interruptText':
    'Ein Fahrzeug lädt. Der neue Stromgrenzwert oder die Phasenzahl wird sofort an die Ladestation gesendet: der Ladevorgang pausiert, während sie ihn übernimmt, und setzt vielleicht nicht von selbst fort.',
  'chargerChanges.edit.removeTitle': '{name} entfernen?',
  'chargerChanges.edit.removeApply': 'Entfernen',
  'chargerChanges.edit.removeText':
    'Die Ladestation verlässt diese Installation und die Listen der Ladestationen; der Standort zählt sie nicht mehr. Ihr Gateway sieht sie weiterhin, sie kann also wieder hinzugefügt werden.',
  'chargerChanges.leave.title': 'Ohne Speichern verlassen?',
  'chargerChanges.leave.apply': 'Verlassen',
  'chargerChanges.leave.cancel': 'Bleiben',
  'chargerChanges.leave.text': 'Ihre Eingaben gehen verloren.',
  'chargerChanges.gatewaySubtitle': 'Gateway {gateway}',
  'chargerChanges.edit.otherGateway': 'Diese Ladestation hängt am Gateway {gateway}, nicht an {other}. ',
  'chargerChanges.edit.editOnOwn': 'An ihrem eigenen Gateway bearbeiten',
};
