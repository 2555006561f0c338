// A failed device check (verifying, adding, editing or commanding a charger), by the answer's error id, with the
// device facts it carried: loaded with the alert's code, when a check fails. ICU MessageFormat; the English source
// types the keys (src/i18n/catalogue-types.ts).
export const chargerCheck = {
  'chargerCheck.check.EVSE_NOT_FOUND_ON_GATEWAY.title':
    'The gateway has never seen a charger with this identifier.',
  'chargerCheck.check.EVSE_NOT_FOUND_ON_GATEWAY.action':
    "Check the identifier on the charger's label or in its app (letters and digits exactly), and that the charger's OCPP backend address points at this gateway.",
  'chargerCheck.check.EVSE_NOT_CONNECTED.title':
    'The gateway knows this charger but it is not connected now (last seen {seen}).',
  'chargerCheck.check.EVSE_NOT_CONNECTED.action':
    'Check that the charger is powered and on the same network as the gateway, then verify again.',
  'chargerCheck.check.EVSE_MODEL_NOT_SUPPORTED.title': '{vendorModel} is not a supported charger model.',
  'chargerCheck.check.EVSE_MODEL_NOT_SUPPORTED.action':
    'Only the models in the charge-point models list can be added. Install a supported charger.',
  'chargerCheck.check.EVSE_FIRMWARE_NOT_SUPPORTED.title':
    'Firmware {firmware} is not supported for {vendorModel}.',
  'chargerCheck.check.EVSE_FIRMWARE_NOT_SUPPORTED.action':
    'Update the charger to a supported version ({versions}), then verify again.',
  'chargerCheck.check.EVSE_ALREADY_ASSIGNED.title': 'This charger already belongs to an installation.',
  'chargerCheck.check.EVSE_ALREADY_ASSIGNED.action':
    'Remove it from that installation first, or check that you typed the right identifier.',
  'chargerCheck.check.GATEWAY_OFFLINE.title':
    'The gateway is offline, so it cannot be asked about the charger.',
  'chargerCheck.check.GATEWAY_OFFLINE.action':
    "Wait until the gateway is back online (see its page), or check the site's internet connection.",
  'chargerCheck.check.VERIFICATION_TIMEOUT.title': 'The gateway did not answer in time.',
  'chargerCheck.check.VERIFICATION_TIMEOUT.action':
    'The gateway may be busy or on a slow connection. Try again in a minute.',
  'chargerCheck.check.EVSE_OFFLINE.title':
    'The charger is offline (last seen {seen}), so it cannot take the command.',
  'chargerCheck.check.EVSE_OFFLINE.action':
    'Commands reach the charger only while it is connected. Try again once it is back online.',
  'chargerCheck.check.COMMAND_TIMEOUT.title': 'The charger did not reply in time.',
  'chargerCheck.check.COMMAND_TIMEOUT.action':
    'It may still carry out the command: check its history log before sending it again.',
  'chargerCheck.check.notReported': '(not reported)',
  'chargerCheck.check.notKnown': 'not known',
  'chargerCheck.check.thisModel': 'this model',
  'chargerCheck.check.seeModelsList': 'see the charge-point models list',
  'chargerCheck.check.failed': 'The request failed (HTTP {status}).',
  'chargerCheck.check.tryAgain': 'Try again; if it keeps failing, report the error reference below.',
  'chargerCheck.check.fact.identifier': 'Identifier',
  'chargerCheck.check.fact.vendorModel': 'Vendor and model',
  'chargerCheck.check.fact.firmware': 'Firmware seen',
  'chargerCheck.check.fact.versions': 'Supported versions',
  'chargerCheck.check.fact.lastSeen': 'Last seen',
} as const;
