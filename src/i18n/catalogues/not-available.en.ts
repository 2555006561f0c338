// The shared "not available yet" page and section (src/components/not-available-*.tsx): loaded with their code.
export const notAvailable = {
  'notAvailable.title': 'This screen is not available yet',
  'notAvailable.text':
    '{what} is part of the portal, but its content has not been built. Nothing here is placeholder data.',
  'notAvailable.screen': '“{title}”',
  'notAvailable.section': '“{section}” of “{screen}”',
  'notAvailable.thisSection': 'This section',
  'notAvailable.thisScreen': 'this screen',
  'notAvailable.overview': 'Overview',
  'notAvailable.sections': '{title} sections',
} as const;
