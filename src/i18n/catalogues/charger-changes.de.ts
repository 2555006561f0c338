import type { Catalogue } from '../catalogue-types.ts';
import type { chargerChanges as source } from './charger-changes.en.ts';

export const chargerChanges: Catalogue<typeof source> = {
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
