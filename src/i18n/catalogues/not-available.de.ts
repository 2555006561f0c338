import type { Catalogue } from '../catalogue-types.ts';
import type { notAvailable as source } from './not-available.en.ts';

export const notAvailable: Catalogue<typeof source> = {
  'notAvailable.title': 'Diese Seite ist noch nicht verfügbar',
  'notAvailable.text':
    '{what} gehört zum Portal, ihr Inhalt ist aber noch nicht gebaut. Hier stehen keine Platzhalterdaten.',
  'notAvailable.screen': '„{title}“',
  'notAvailable.section': '„{section}“ in „{screen}“',
  'notAvailable.thisSection': 'Dieser Abschnitt',
  'notAvailable.thisScreen': 'dieser Seite',
  'notAvailable.overview': 'Übersicht',
  'notAvailable.sections': 'Abschnitte von {title}',
};
