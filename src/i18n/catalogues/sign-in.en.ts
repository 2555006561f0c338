// The sign-in page's words and why a session ended, loaded with /login's own code and with the shell's session-ended
// notice (the signed-in pages do not carry them otherwise). ICU
// MessageFormat; the English source types the keys (src/i18n/catalogue-types.ts).
export const signIn = {
  'login.title': 'Sign in',
  'login.tagline': 'Operator Portal for staff.',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.email.missing': 'Enter your email address.',
  'login.password.missing': 'Enter your password.',
  'login.submit': 'Sign in',
  'login.forgotPassword': 'Forgot your password?',
  'login.createAccount': 'Create an account',
  'login.wait': 'Too many attempts — try again in {wait}.',
  'login.waitOver': 'Too many attempts were made. You can try again now.',
  'signIn.unreachable': 'The server cannot be reached. Check your connection and try again.',
  'signIn.wrongCredentials': 'The email address or password is not correct.',
  'signIn.serverError': 'The server could not complete the sign-in ({status}). Please try again in a moment.',
  'signIn.profileFailed': 'Your profile could not be loaded: {message}',
  'signIn.refused': 'Sign-in was refused: {message}',
  'sessionEnd.unusable': 'Your session could not be used any more: sign in again.',
  'sessionEnd.refused': 'The server no longer accepts your session: sign in again.',
  'sessionEnd.expired': 'Your session has expired: sign in again.',
  'sessionEnd.deactivated':
    'Your account has been deactivated: ask an administrator if you still need access.',
} as const;
