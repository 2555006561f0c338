// The access page's words (loaded with its code, when a person opens a page they may not see). ICU MessageFormat;
// the English source types the keys (src/i18n/catalogue-types.ts).
export const access = {
  'access.noAccess': 'No access',
  'access.heading': 'You do not have access to this page',
  'access.needs':
    '{title} needs {count, plural, one {this permission} other {these permissions}}, which you do not have:',
  'access.or': ' or ',
  'access.and': ' and ',
  'access.grantedBy': ' — granted by {count, plural, one {the role} other {the roles}} {roles}.',
  'access.askAdmin': 'Ask an administrator to give you one of these roles.',
  'access.home': 'Go to home',
} as const;
