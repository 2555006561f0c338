// The entry's words (loaded before the first paint): the start-up, load-failure and route-error pages,
// the footer. ICU MessageFormat; the English source types the keys (src/i18n/catalogue-types.ts).
export const entry = {
  'startup.title': 'The Operator Portal cannot start',
  'startup.help':
    'The portal reads its settings from /config.json beside index.html. Whoever runs this deployment: serve a valid one (docs/deployment.md lists its fields), then reload. Everyone else: please pass this page on.',
  'startup.reload': 'Reload',
  'loadFailure.title': 'This page could not be loaded',
  'loadFailure.timedOut': 'Loading took longer than 2 minutes, so the portal stopped waiting.',
  'loadFailure.notLoaded': 'A part of the portal could not be downloaded.',
  'loadFailure.timedOutWhy': 'The connection may be very slow or interrupted.',
  'loadFailure.notLoadedWhy':
    'The connection may have dropped, or the portal was updated while this tab was open.',
  'loadFailure.reloadNote': 'Reloading fetches the page afresh; what you entered on this page is not kept.',
  'loadFailure.details': 'Details: {detail}',
  'loadFailure.reload': 'Reload',
  'errorPage.home': 'Go to home',
  'routeError.title': 'Something went wrong',
  'routeError.headline': 'This page could not be shown',
  'routeError.reload': 'Reload page',
  'routeError.unexpected': 'An unexpected error occurred.',
  'loading.label': 'Loading',
  'footer.legalNotice': 'Legal Notice',
  'footer.privacy': 'Privacy',
} as const;
