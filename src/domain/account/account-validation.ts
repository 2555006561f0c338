import type { components } from '../../api/schema.gen.ts';

/*
 * Field validation of the public account pages. SPEC §5 leaves form rules open, so the limits are the
 * request schemas' in openapi/ui-api.yaml: what passes here is a body the contract accepts (property-tested against
 * the schemas with ajv). Each validator returns the body to send, or one message per failing field.
 */

type Schemas = components['schemas'];
export type SignUpBody = Schemas['SignUpRequest'];
export type VerifyEmailBody = Schemas['VerifyEmailRequest'];
export type PasswordResetBody = Schemas['PasswordResetRequest'];
export type PasswordResetConfirmBody = Schemas['PasswordResetConfirmRequest'];
export type AccountRecoveryBody = Schemas['AccountRecoveryRequest'];

export const ACCOUNT_LIMITS = Object.freeze({
  nameMax: 200,
  emailMax: 320,
  passwordMin: 8,
  passwordMax: 1024,
  codeMax: 64,
  tokenMax: 4096,
  identifierMax: 320,
  requestedAreaMax: 200,
});

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;
export type Validation<Field extends string, Body> =
  { readonly ok: true; readonly body: Body } | { readonly ok: false; readonly errors: FieldErrors<Field> };

// The `email` format of ajv-formats in full mode (what the mock validates requests with), plus fast mode's
// 63-character domain labels, so an address passes either. Length limits count code points, as JSON Schema does.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const length = (value: string): number => [...value].length;

const emailShape = (value: string): boolean =>
  EMAIL.test(value) && (value.split('@')[1] ?? '').split('.').every((label) => label.length <= 63);

export function isEmailAddress(value: string): boolean {
  return length(value) <= ACCOUNT_LIMITS.emailMax && emailShape(value);
}

function emailError(email: string): string | undefined {
  if (email === '') return 'Enter your email address.';
  if (length(email) > ACCOUNT_LIMITS.emailMax) return `Use at most ${ACCOUNT_LIMITS.emailMax} characters.`;
  if (!emailShape(email)) return 'Enter an email address like name@example.com.';
  return undefined;
}

// Passwords are sent exactly as typed: spaces may be part of them.
function passwordError(password: string): string | undefined {
  if (password === '') return 'Enter a password.';
  if (length(password) < ACCOUNT_LIMITS.passwordMin)
    return `Use at least ${ACCOUNT_LIMITS.passwordMin} characters.`;
  if (length(password) > ACCOUNT_LIMITS.passwordMax)
    return `Use at most ${ACCOUNT_LIMITS.passwordMax} characters.`;
  return undefined;
}

function confirmationError(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return 'Repeat the password.';
  if (confirmation !== password) return 'The passwords do not match.';
  return undefined;
}

export function settle<Field extends string, Body>(
  errors: Record<Field, string | undefined>,
  body: () => Body,
): Validation<Field, Body> {
  const failing: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message !== undefined) failing[field] = message;
  }
  return Object.keys(failing).length === 0 ? { ok: true, body: body() } : { ok: false, errors: failing };
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  confirmation: string;
  /** Optional: the area or installer company asked for; left out of the body when blank. */
  requestedArea?: string;
  /** Optional: the uuid of the installer company an installer works for; blank: none. */
  companyUuid?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A pasted area may carry tabs or line breaks: runs of white space become one space, other control characters
// (which the schema's pattern refuses and nobody can see) are dropped.
// eslint-disable-next-line no-control-regex -- control characters are what is dropped
const CONTROL = /[\u0000-\u001F\u007F]/gu;
const areaOf = (raw: string | undefined): string =>
  (raw ?? '').replace(/\s+/gu, ' ').replace(CONTROL, '').trim();

export function validateSignUp(
  input: SignUpInput,
): Validation<'name' | 'email' | 'password' | 'confirmation' | 'requestedArea' | 'companyUuid', SignUpBody> {
  const name = input.name.trim();
  const companyUuid = (input.companyUuid ?? '').trim();
  const email = input.email.trim();
  const requestedArea = areaOf(input.requestedArea);
  return settle(
    {
      name:
        name === ''
          ? 'Enter your name.'
          : length(name) > ACCOUNT_LIMITS.nameMax
            ? `Use at most ${ACCOUNT_LIMITS.nameMax} characters.`
            : undefined,
      email: emailError(email),
      password: passwordError(input.password),
      confirmation: confirmationError(input.password, input.confirmation),
      requestedArea:
        length(requestedArea) > ACCOUNT_LIMITS.requestedAreaMax
          ? `Use at most ${ACCOUNT_LIMITS.requestedAreaMax} characters.`
          : undefined,
      companyUuid:
        companyUuid === '' || UUID.test(companyUuid) ? undefined : 'Choose your company from the list.',
    },
    () => ({
      name,
      email,
      password: input.password,
      ...(requestedArea === '' ? {} : { requestedArea }),
      ...(companyUuid === '' ? {} : { companyUuid }),
    }),
  );
}

export function validateVerificationCode(input: { code: string }): Validation<'code', VerifyEmailBody> {
  // Codes are often copied with spaces or grouped as "123 456"; none of that is part of the code.
  const code = input.code.replace(/\s+/g, '');
  return settle(
    {
      code:
        code === ''
          ? 'Enter the code from the email.'
          : length(code) > ACCOUNT_LIMITS.codeMax
            ? `The code has at most ${ACCOUNT_LIMITS.codeMax} characters.`
            : undefined,
    },
    () => ({ code }),
  );
}

/** The token of an emailed link (`?token=`), or undefined when the URL carries none or an unusable one. */
export function linkToken(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const token = raw.trim();
  if (token === '' || length(token) > ACCOUNT_LIMITS.tokenMax || /\s/.test(token)) return undefined;
  return token;
}

export function validatePasswordResetRequest(input: {
  email: string;
}): Validation<'email', PasswordResetBody> {
  const email = input.email.trim();
  return settle({ email: emailError(email) }, () => ({ email }));
}

export interface NewPasswordInput {
  token: string;
  password: string;
  confirmation: string;
}

export function validateNewPassword(
  input: NewPasswordInput,
): Validation<'password' | 'confirmation', PasswordResetConfirmBody> {
  return settle(
    {
      password: passwordError(input.password),
      confirmation: confirmationError(input.password, input.confirmation),
    },
    () => ({ token: input.token, password: input.password }),
  );
}

export function validateAccountRecovery(input: {
  identifier: string;
}): Validation<'identifier', AccountRecoveryBody> {
  const identifier = input.identifier.trim();
  let message: string | undefined;
  if (identifier === '') message = 'Enter your email address or user reference.';
  else if (length(identifier) > ACCOUNT_LIMITS.identifierMax)
    message = `Use at most ${ACCOUNT_LIMITS.identifierMax} characters.`;
  // A user reference never contains '@': with one, the user meant an email address.
  else if (identifier.includes('@') && !emailShape(identifier))
    message = 'This looks like an email address but is not a valid one.';
  return settle({ identifier: message }, () => ({ identifier }));
}
