import { formatCount } from '../../../domain/format/locale-format.ts';
import type { MessageKey } from '../../../i18n/catalogue-types.ts';
import { t } from '../../../i18n/i18n.ts';

/*
 * The account forms' field messages in the language shown. The rules (src/domain/account/account-validation.ts,
 * property-tested against the request schemas) word them in English; this looks each one up in the `account`
 * catalogue. A message it does not know (a server's refusal shown at its field) is shown as it is.
 */
const FIXED: Readonly<Record<string, MessageKey>> = {
  'Enter your name.': 'account.v.nameMissing',
  'Enter your email address.': 'account.v.emailMissing',
  'Enter an email address like name@example.com.': 'account.v.emailShape',
  'This looks like an email address but is not a valid one.': 'account.v.emailInvalid',
  'Enter a password.': 'account.v.passwordMissing',
  'Repeat the password.': 'account.v.confirmationMissing',
  'The passwords do not match.': 'account.v.mismatch',
  'Choose your company from the list.': 'account.v.company',
  'Enter the code from the email.': 'account.v.codeMissing',
  'Enter your email address or user reference.': 'account.v.identifierMissing',
};

const COUNTED: readonly (readonly [RegExp, MessageKey])[] = [
  [/^Use at most (\d+) characters\.$/, 'account.v.tooLong'],
  [/^Use at least (\d+) characters\.$/, 'account.v.tooShort'],
  [/^The code has at most (\d+) characters\.$/, 'account.v.codeTooLong'],
];

export function fieldMessage(message: string): string {
  const fixed = FIXED[message];
  if (fixed !== undefined) return t(fixed);
  for (const [pattern, key] of COUNTED) {
    const count = pattern.exec(message)?.[1];
    if (count !== undefined) return t(key, { n: formatCount(Number(count)) });
  }
  return message;
}
