// The shell's words (loaded with the shell's chunk): the top bar, the person's menu button, the not-found page.
export const shell = {
  'shell.skipToContent': 'Skip to content',
  'shell.brandOperator': 'Operator',
  'shell.brandPortal': 'Portal',
  'shell.brandLabel': 'Operator Portal',
  'shell.openMenu': 'Open navigation menu',
  'shell.mainNav': 'Main',
  'shell.signOut': 'Sign out',
  'shell.environmentTitle': 'Environment {environment} (config.json), build {build}',
  'shell.build': '· build {build}',
  'nav.newTab': '(opens in a new tab)',
  'nav.unsupported': 'This navigation entry has an unsupported address and is disabled.',
  'identity.notLoaded': 'Profile not loaded',
  'identity.yourAccount': 'Your account',
  'notFound.title': 'Page not found',
  'notFound.home': 'Go to home',
  'notFound.text': 'There is no page at {path}. The link may be mistyped or out of date.',
} as const;
