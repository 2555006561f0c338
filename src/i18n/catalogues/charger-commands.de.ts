import type { Catalogue } from '../catalogue-types.ts';
import type { chargerCommands as source } from './charger-commands.en.ts';

export const chargerCommands: Catalogue<typeof source> = {
  'chargerCommands.command.softReset': 'Soft-Reset',
  'chargerCommands.command.hardReset': 'Hard-Reset',
  'chargerCommands.command.unlock': 'Ladepunkt {connector} entriegeln',
  'chargerCommands.command.setWholeAvailable': 'Ganze Ladestation verfügbar schalten',
  'chargerCommands.command.setWholeUnavailable': 'Ganze Ladestation nicht verfügbar schalten',
  'chargerCommands.command.setAvailable': 'Ladepunkt {connector} verfügbar schalten',
  'chargerCommands.command.setUnavailable': 'Ladepunkt {connector} nicht verfügbar schalten',
  'chargerCommands.confirm.reset': '{command} dieser Ladestation ausführen?',
  'chargerCommands.confirm.hardReset':
    'Die Ladestation startet sofort neu wie nach einer Stromunterbrechung: ein laufender Ladevorgang wird abgebrochen.',
  'chargerCommands.confirm.softReset':
    'Die Ladestation beendet laufende Ladevorgänge ordnungsgemäß und startet dann neu.',
  'chargerCommands.confirm.resetApply': 'Zurücksetzen',
  'chargerCommands.confirm.unlock': 'Ladepunkt {connector} entriegeln?',
  'chargerCommands.confirm.unlockCharging':
    'An diesem Ladepunkt lädt ein Fahrzeug: das Entriegeln beendet den Ladevorgang und gibt das Kabel frei.',
  'chargerCommands.confirm.unlockIdle':
    'Das Kabel wird freigegeben und kann abgezogen werden (z. B. wenn es klemmt).',
  'chargerCommands.confirm.unlockApply': 'Entriegeln',
  'chargerCommands.confirm.wholeUnavailable': 'Ganze Ladestation nicht verfügbar schalten?',
  'chargerCommands.confirm.unavailable': 'Ladepunkt {connector} nicht verfügbar schalten?',
  'chargerCommands.confirm.unavailableCharging':
    'Ein Ladevorgang läuft: die Ladestation beendet ihn zuerst und lehnt dann neue Ladevorgänge ab, bis sie wieder verfügbar geschaltet wird.',
  'chargerCommands.confirm.unavailableIdle':
    'Die Ladestation lehnt neue Ladevorgänge ab, bis sie wieder verfügbar geschaltet wird.',
  'chargerCommands.confirm.unavailableApply': 'Nicht verfügbar schalten',
  'chargerCommands.confirm.wholeAvailable': 'Ganze Ladestation verfügbar schalten?',
  'chargerCommands.confirm.available': 'Ladepunkt {connector} verfügbar schalten?',
  'chargerCommands.confirm.availableText': 'Die Ladestation nimmt wieder Ladevorgänge an.',
  'chargerCommands.confirm.availableApply': 'Verfügbar schalten',
  'chargerCommands.confirm.send': 'Senden',
  'chargerCommands.outcome.Accepted': '{command}: Die Ladestation hat den Befehl angenommen.',
  'chargerCommands.outcome.Unlocked': '{command}: Der Ladepunkt ist entriegelt.',
  'chargerCommands.outcome.Scheduled':
    '{command}: eingeplant. Die Ladestation übernimmt die Änderung, sobald der laufende Ladevorgang beendet ist.',
  'chargerCommands.outcome.Rejected': '{command}: Die Ladestation hat den Befehl abgelehnt.',
  'chargerCommands.outcome.UnlockFailed':
    '{command}: Die Ladestation konnte den Ladepunkt nicht entriegeln (die Verriegelung ist vielleicht defekt). Schicken Sie einen Techniker.',
  'chargerCommands.outcome.NotSupported': '{command}: Diese Ladestation unterstützt den Befehl nicht.',
  'chargerCommands.commandsOffline':
    'Die Ladestation ist offline: Befehle erreichen sie nur, solange sie verbunden ist.',
};
