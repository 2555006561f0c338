import type { Catalogue } from '../catalogue-types.ts';
import type { errors as source } from './errors.en.ts';

export const errors: Catalogue<typeof source> = {
  'errors.SIGN_UP_PENDING': 'Ihre Registrierung wartet noch auf Bestätigung oder Freigabe.',
  'errors.SIGN_UP_REJECTED': 'Ihre Registrierung wurde abgelehnt.',
  'errors.EMAIL_NOT_VERIFIED':
    'Ihre E-Mail-Adresse ist noch nicht bestätigt: Öffnen Sie den Link in der E-Mail, die wir Ihnen geschickt haben.',
  'errors.ACCOUNT_DEACTIVATED': 'Ihr Konto wurde deaktiviert.',
  'errors.INVALID_CREDENTIALS': 'E-Mail-Adresse oder Passwort ist falsch.',
  'errors.TOKEN_INVALID': 'Ihre Sitzung ist ungültig: Bitte melden Sie sich erneut an.',
  'errors.TOKEN_EXPIRED': 'Ihre Sitzung ist abgelaufen: Bitte melden Sie sich erneut an.',
  'errors.RATE_LIMITED': 'Zu viele Anfragen: Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  'errors.PERMISSION_DENIED':
    'Ihre Rollen gewähren die dafür nötige Berechtigung nicht{permission, select, none {} other { ({permission})}}.',
  'errors.NOT_FOUND': 'Nicht gefunden.',
  'errors.INTERNAL_ERROR': 'Auf dem Server ist ein Fehler aufgetreten.',
  'errors.VALIDATION_FAILED':
    'Der Server hat einige Angaben abgelehnt: Bitte prüfen Sie die markierten Felder.',
  'errors.ROLE_NOT_GRANTABLE':
    'Sie können diese Rolle nicht vergeben: Sie enthält Berechtigungen, die Ihre eigenen Rollen nicht gewähren.',
  'errors.COMPANY_NOT_GRANTABLE':
    'Sie können Installateursrollen nur Personen Ihres eigenen Unternehmens geben.',
  'errors.COMPANY_REQUIRED': 'Installateursrollen setzen das Installationsunternehmen der Person voraus.',
  'errors.COMPANY_UNKNOWN': 'Kein Installationsunternehmen hat diese Kennung.',
  'errors.ROLE_UNKNOWN': 'Diese Rolle gibt es nicht.',
  'errors.LAST_ADMIN':
    'Dies ist der einzige aktive Administrator: Geben Sie zuerst einer anderen Person die Rolle Admin.',
  'errors.SELF_DEACTIVATION': 'Sie können sich nicht selbst deaktivieren.',
  'errors.SIGN_UP_DECIDED': 'Über diese Registrierung wurde bereits entschieden.',
  'errors.ACCOUNT_EXISTS': 'Ein Mitarbeiterkonto mit dieser E-Mail-Adresse gibt es bereits.',
  'errors.EVSE_NOT_FOUND_ON_GATEWAY': 'Das Gateway hat diese Ladestation noch nie gesehen.',
  'errors.EVSE_NOT_CONNECTED': 'Das Gateway kennt diese Ladestation, sie ist aber gerade nicht verbunden.',
  'errors.EVSE_MODEL_NOT_SUPPORTED': 'Dieses Ladestationsmodell wird nicht unterstützt.',
  'errors.EVSE_FIRMWARE_NOT_SUPPORTED': 'Die Firmware dieser Ladestation wird nicht unterstützt.',
  'errors.EVSE_ALREADY_ASSIGNED': 'Diese Ladestation gehört bereits zu einer Installation.',
  'errors.GATEWAY_OFFLINE': 'Das Gateway ist offline.',
  'errors.VERIFICATION_TIMEOUT':
    'Das Gateway hat nicht rechtzeitig auf die Prüfung geantwortet: Bitte versuchen Sie es erneut.',
  'errors.EVSE_OFFLINE': 'Die Ladestation ist nicht verbunden.',
  'errors.COMMAND_TIMEOUT': 'Die Ladestation hat nicht rechtzeitig auf den Befehl geantwortet.',
  'errors.IDEMPOTENCY_KEY_REUSED':
    'Diese Anfrage wurde bereits mit anderen Angaben gesendet: Bitte starten Sie sie neu.',
  'errors.VPP_SITE_BLOCKED':
    'Der Standort kann nicht am virtuellen Kraftwerk teilnehmen: Es besteht noch ein Hindernis.',
  'errors.VPP_ALREADY_ENROLLED': 'Der Standort nimmt bereits am virtuellen Kraftwerk teil.',
  'errors.VPP_NOT_ENROLLED': 'Der Standort nimmt nicht am virtuellen Kraftwerk teil.',
  'errors.MESSAGE_NOT_RESENDABLE': 'Diese Nachricht kann nicht erneut gesendet werden.',
  'errors.LEAD_NOT_CONSENTED': 'Dieser Lead hat einer Kontaktaufnahme nicht zugestimmt.',
  'errors.INSTALLER_UNCHANGED': 'Dieser Installateur betreut die Installation bereits.',
  'errors.NOT_DUPLICATES': 'Diese Installationen sind keine Duplikate voneinander.',
};
