import type { Catalogue } from '../catalogue-types.ts';
import type { signIn as source } from './sign-in.en.ts';

export const signIn: Catalogue<typeof source> = {
  'login.title': 'Anmelden',
  'login.tagline': 'Operator Portal für Mitarbeiterinnen und Mitarbeiter.',
  'login.email': 'E-Mail-Adresse',
  'login.password': 'Passwort',
  'login.email.missing': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'login.password.missing': 'Bitte geben Sie Ihr Passwort ein.',
  'login.submit': 'Anmelden',
  'login.forgotPassword': 'Passwort vergessen?',
  'login.createAccount': 'Konto anlegen',
  'login.wait': 'Zu viele Anmeldeversuche – bitte in {wait} erneut versuchen.',
  'login.waitOver': 'Es gab zu viele Anmeldeversuche. Sie können es jetzt erneut versuchen.',
  'signIn.unreachable':
    'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'signIn.wrongCredentials': 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
  'signIn.serverError':
    'Die Anmeldung konnte auf dem Server nicht abgeschlossen werden ({status}). Bitte versuchen Sie es gleich noch einmal.',
  'signIn.profileFailed': 'Ihr Profil konnte nicht geladen werden: {message}',
  'signIn.refused': 'Die Anmeldung wurde abgelehnt: {message}',
  'sessionEnd.unusable': 'Ihre Sitzung ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
  'sessionEnd.refused': 'Der Server akzeptiert Ihre Sitzung nicht mehr. Bitte melden Sie sich erneut an.',
  'sessionEnd.expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'sessionEnd.deactivated':
    'Ihr Konto wurde deaktiviert. Wenn Sie weiterhin Zugriff benötigen, wenden Sie sich bitte an eine Administratorin oder einen Administrator.',
};
