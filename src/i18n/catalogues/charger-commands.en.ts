// A charger's remote commands: their buttons, confirmations and the charger's replies. Loaded with the commands
// panel's code on a charger's overview. ICU MessageFormat; the English source types the keys
// (src/i18n/catalogue-types.ts).
export const chargerCommands = {
  'chargerCommands.command.softReset': 'Soft reset',
  'chargerCommands.command.hardReset': 'Hard reset',
  'chargerCommands.command.unlock': 'Unlock connector {connector}',
  'chargerCommands.command.setWholeAvailable': 'Set the whole charger available',
  'chargerCommands.command.setWholeUnavailable': 'Set the whole charger unavailable',
  'chargerCommands.command.setAvailable': 'Set connector {connector} available',
  'chargerCommands.command.setUnavailable': 'Set connector {connector} unavailable',
  'chargerCommands.confirm.reset': '{command} this charger?',
  'chargerCommands.confirm.hardReset':
    'The charger restarts at once, like a power cycle: a running charging session is stopped.',
  'chargerCommands.confirm.softReset': 'The charger ends running charging sessions cleanly, then restarts.',
  'chargerCommands.confirm.resetApply': 'Reset',
  'chargerCommands.confirm.unlock': 'Unlock connector {connector}?',
  'chargerCommands.confirm.unlockCharging':
    'A car is charging on this connector: unlocking stops the session and releases the cable.',
  'chargerCommands.confirm.unlockIdle':
    'The cable is released so it can be unplugged (e.g. when it is stuck).',
  'chargerCommands.confirm.unlockApply': 'Unlock',
  'chargerCommands.confirm.wholeUnavailable': 'Make the whole charger unavailable?',
  'chargerCommands.confirm.unavailable': 'Make connector {connector} unavailable?',
  'chargerCommands.confirm.unavailableCharging':
    'A session is running: the charger finishes it first, then refuses new sessions until it is made available again.',
  'chargerCommands.confirm.unavailableIdle':
    'The charger refuses new charging sessions until it is made available again.',
  'chargerCommands.confirm.unavailableApply': 'Make unavailable',
  'chargerCommands.confirm.wholeAvailable': 'Make the whole charger available?',
  'chargerCommands.confirm.available': 'Make connector {connector} available?',
  'chargerCommands.confirm.availableText': 'The charger accepts charging sessions again.',
  'chargerCommands.confirm.availableApply': 'Make available',
  'chargerCommands.confirm.send': 'Send',
  'chargerCommands.outcome.Accepted': '{command}: the charger accepted the command.',
  'chargerCommands.outcome.Unlocked': '{command}: the connector is unlocked.',
  'chargerCommands.outcome.Scheduled':
    '{command}: scheduled. The charger changes once the running session has ended.',
  'chargerCommands.outcome.Rejected': '{command}: the charger rejected the command.',
  'chargerCommands.outcome.UnlockFailed':
    '{command}: the charger could not unlock the connector (the lock may be faulty). Send a technician.',
  'chargerCommands.outcome.NotSupported': '{command}: this charger does not support the command.',
  'chargerCommands.commandsOffline': 'The charger is offline: commands reach it only while it is connected.',
} as const;
