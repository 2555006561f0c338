// A charger's changes: its remote commands (confirmations and replies), a failed device check, the add and edit
// forms with their messages and dialogs. Loaded with the add and edit routes, and with the commands panel's code on a
// charger's overview. ICU MessageFormat; the English source types the keys (src/i18n/catalogue-types.ts).
export const chargerChanges = {
  'chargerChanges.command.softReset': 'Soft reset',
  'chargerChanges.command.hardReset': 'Hard reset',
  'chargerChanges.command.unlock': 'Unlock connector {connector}',
  'chargerChanges.command.setWholeAvailable': 'Set the whole charger available',
  'chargerChanges.command.setWholeUnavailable': 'Set the whole charger unavailable',
  'chargerChanges.command.setAvailable': 'Set connector {connector} available',
  'chargerChanges.command.setUnavailable': 'Set connector {connector} unavailable',
  'chargerChanges.confirm.reset': '{command} this charger?',
  'chargerChanges.confirm.hardReset':
    'The charger restarts at once, like a power cycle: a running charging session is stopped.',
  'chargerChanges.confirm.softReset': 'The charger ends running charging sessions cleanly, then restarts.',
  'chargerChanges.confirm.resetApply': 'Reset',
  'chargerChanges.confirm.unlock': 'Unlock connector {connector}?',
  'chargerChanges.confirm.unlockCharging':
    'A car is charging on this connector: unlocking stops the session and releases the cable.',
  'chargerChanges.confirm.unlockIdle':
    'The cable is released so it can be unplugged (e.g. when it is stuck).',
  'chargerChanges.confirm.unlockApply': 'Unlock',
  'chargerChanges.confirm.wholeUnavailable': 'Make the whole charger unavailable?',
  'chargerChanges.confirm.unavailable': 'Make connector {connector} unavailable?',
  'chargerChanges.confirm.unavailableCharging':
    'A session is running: the charger finishes it first, then refuses new sessions until it is made available again.',
  'chargerChanges.confirm.unavailableIdle':
    'The charger refuses new charging sessions until it is made available again.',
  'chargerChanges.confirm.unavailableApply': 'Make unavailable',
  'chargerChanges.confirm.wholeAvailable': 'Make the whole charger available?',
  'chargerChanges.confirm.available': 'Make connector {connector} available?',
  'chargerChanges.confirm.availableText': 'The charger accepts charging sessions again.',
  'chargerChanges.confirm.availableApply': 'Make available',
  'chargerChanges.confirm.send': 'Send',
  'chargerChanges.outcome.Accepted': '{command}: the charger accepted the command.',
  'chargerChanges.outcome.Unlocked': '{command}: the connector is unlocked.',
  'chargerChanges.outcome.Scheduled':
    '{command}: scheduled. The charger changes once the running session has ended.',
  'chargerChanges.outcome.Rejected': '{command}: the charger rejected the command.',
  'chargerChanges.outcome.UnlockFailed':
    '{command}: the charger could not unlock the connector (the lock may be faulty). Send a technician.',
  'chargerChanges.outcome.NotSupported': '{command}: this charger does not support the command.',
  'chargerChanges.commandsOffline': 'The charger is offline: commands reach it only while it is connected.',
  'chargerChanges.check.EVSE_NOT_FOUND_ON_GATEWAY.title':
    'The gateway has never seen a charger with this identifier.',
  'chargerChanges.check.EVSE_NOT_FOUND_ON_GATEWAY.action':
    "Check the identifier on the charger's label or in its app (letters and digits exactly), and that the charger's OCPP backend address points at this gateway.",
  'chargerChanges.check.EVSE_NOT_CONNECTED.title':
    'The gateway knows this charger but it is not connected now (last seen {seen}).',
  'chargerChanges.check.EVSE_NOT_CONNECTED.action':
    'Check that the charger is powered and on the same network as the gateway, then verify again.',
  'chargerChanges.check.EVSE_MODEL_NOT_SUPPORTED.title': '{vendorModel} is not a supported charger model.',
  'chargerChanges.check.EVSE_MODEL_NOT_SUPPORTED.action':
    'Only the models in the charge-point models list can be added. Install a supported charger.',
  'chargerChanges.check.EVSE_FIRMWARE_NOT_SUPPORTED.title':
    'Firmware {firmware} is not supported for {vendorModel}.',
  'chargerChanges.check.EVSE_FIRMWARE_NOT_SUPPORTED.action':
    'Update the charger to a supported version ({versions}), then verify again.',
  'chargerChanges.check.EVSE_ALREADY_ASSIGNED.title': 'This charger already belongs to an installation.',
  'chargerChanges.check.EVSE_ALREADY_ASSIGNED.action':
    'Remove it from that installation first, or check that you typed the right identifier.',
  'chargerChanges.check.GATEWAY_OFFLINE.title':
    'The gateway is offline, so it cannot be asked about the charger.',
  'chargerChanges.check.GATEWAY_OFFLINE.action':
    "Wait until the gateway is back online (see its page), or check the site's internet connection.",
  'chargerChanges.check.VERIFICATION_TIMEOUT.title': 'The gateway did not answer in time.',
  'chargerChanges.check.VERIFICATION_TIMEOUT.action':
    'The gateway may be busy or on a slow connection. Try again in a minute.',
  'chargerChanges.check.EVSE_OFFLINE.title':
    'The charger is offline (last seen {seen}), so it cannot take the command.',
  'chargerChanges.check.EVSE_OFFLINE.action':
    'Commands reach the charger only while it is connected. Try again once it is back online.',
  'chargerChanges.check.COMMAND_TIMEOUT.title': 'The charger did not reply in time.',
  'chargerChanges.check.COMMAND_TIMEOUT.action':
    'It may still carry out the command: check its history log before sending it again.',
  'chargerChanges.check.notReported': '(not reported)',
  'chargerChanges.check.notKnown': 'not known',
  'chargerChanges.check.thisModel': 'this model',
  'chargerChanges.check.seeModelsList': 'see the charge-point models list',
  'chargerChanges.check.failed': 'The request failed (HTTP {status}).',
  'chargerChanges.check.tryAgain': 'Try again; if it keeps failing, report the error reference below.',
  'chargerChanges.check.fact.identifier': 'Identifier',
  'chargerChanges.check.fact.vendorModel': 'Vendor and model',
  'chargerChanges.check.fact.firmware': 'Firmware seen',
  'chargerChanges.check.fact.versions': 'Supported versions',
  'chargerChanges.check.fact.lastSeen': 'Last seen',
  'chargerChanges.form.identifierEmpty': "Enter the charger's unique identifier (its OCPP identity).",
  'chargerChanges.form.tooLong': 'Use at most {max} characters.',
  'chargerChanges.form.identifierChars':
    'Use only letters, digits and * _ = + : . @ - (no spaces), as printed on the charger.',
  'chargerChanges.form.displayNameEmpty': 'Enter a display name staff and the customer will recognise.',
  'chargerChanges.form.controlChars': 'Remove the line breaks or control characters.',
  'chargerChanges.form.currentEmpty': 'Enter the maximum current per phase ({min}–{max} A).',
  'chargerChanges.form.currentWhole': 'Enter a whole number of amperes ({min}–{max} A).',
  'chargerChanges.form.currentModelRange': 'A {vendor} {model} takes {min}–{max} A.',
  'chargerChanges.form.currentRange': 'Enter {min}–{max} A.',
  'chargerChanges.form.phases': 'Choose 1 or 3 phases.',
  'chargerChanges.form.displayName': 'Display name',
  'chargerChanges.form.displayNameHelp': 'How staff and the customer see it, e.g. "Garage"',
  'chargerChanges.form.maxCurrent': 'Maximum current per phase (A)',
  'chargerChanges.form.rangeModel': '{min}–{max} A for a {vendor} {model}',
  'chargerChanges.form.range': '{min}–{max} A',
  'chargerChanges.form.phasesLabel': 'Phases',
  'chargerChanges.form.onePhase': '1 phase',
  'chargerChanges.form.threePhases': '3 phases',
  'chargerChanges.form.phasesHelp': 'How the charger is wired',
  'chargerChanges.add.steps': 'Steps',
  'chargerChanges.add.verifyStep': 'Verify the charger',
  'chargerChanges.add.settingsStep': 'Name and limits',
  'chargerChanges.add.identifier': 'Unique identifier (OCPP identity)',
  'chargerChanges.add.identifierHelp': "As on the charger's label or in its app, e.g. WBX-1234567",
  'chargerChanges.add.verify': 'Verify',
  'chargerChanges.add.add': 'Add charger',
  'chargerChanges.add.seen': 'What the gateway sees',
  'chargerChanges.edit.saved':
    'Saved: {name}, {current} A, {phases, plural, one {# phase} other {# phases}}.',
  'chargerChanges.edit.nothingChanged': 'Nothing changed.',
  'chargerChanges.edit.overviewLink': 'Status, history log and schedules',
  'chargerChanges.edit.settings': 'Charger settings',
  'chargerChanges.edit.save': 'Save',
  'chargerChanges.edit.remove': 'Remove charger',
  'chargerChanges.edit.interruptTitle': 'Interrupt the running charging session?',
  'chargerChanges.edit.interruptApply': 'Save and interrupt',
  'chargerChanges.edit.interruptText':
    'A car is charging. The new current limit or phase count is sent to the charger at once: the session pauses while the charger applies it and may not resume by itself.',
  'chargerChanges.edit.removeTitle': 'Remove {name}?',
  'chargerChanges.edit.removeApply': 'Remove',
  'chargerChanges.edit.removeText':
    'The charger leaves this installation and the charger lists; the site stops counting it. Its gateway still sees it, so it can be added again.',
  'chargerChanges.leave.title': 'Leave without saving?',
  'chargerChanges.leave.apply': 'Leave',
  'chargerChanges.leave.cancel': 'Stay',
  'chargerChanges.leave.text': 'What you typed is lost.',
  'chargerChanges.gatewaySubtitle': 'Gateway {gateway}',
  'chargerChanges.edit.otherGateway': 'This charger is on gateway {gateway}, not {other}. ',
  'chargerChanges.edit.editOnOwn': 'Edit it on its own gateway',
} as const;
