// The person's menu's words (loaded with the menu's code on its first opening): who is signed in, the language and
// format chooser. ICU MessageFormat; the English source types the keys (src/i18n/catalogue-types.ts).
export const identityMenu = {
  'identity.loadFailed':
    'Your profile could not be loaded ({message}). The permissions stored when you signed in stay in force.',
  'identity.tryAgain': 'Try again',
  'identity.loading': 'Loading your profile…',
  'identity.signedIn': 'Signed in',
  'identity.unknownPerson': 'The server did not say who you are.',
  'identity.roles': 'Roles: {roles}',
  'identity.noRole': 'No role yet: ask an administrator',
  'identity.company': 'Company: {company}',
  'identity.language': 'Language',
  'identity.format': 'Dates and numbers',
  'identity.notSaved': 'Your choice is kept in this browser only: the server did not save it.',
} as const;
