import type { Catalogue } from '../catalogue-types.ts';
import type { home as source } from './home.en.ts';

export const home: Catalogue<typeof source> = {
  'home.welcome': 'Willkommen im Operator Portal',
  'home.noAccess': 'Sie haben noch keinen Zugang',
  'home.noAccessText':
    'Ihr Konto funktioniert, hat aber noch keine Rolle erhalten, daher gibt es hier für Sie nichts zu sehen. Bitten Sie einen Administrator um die Rolle, die Sie brauchen; beim nächsten Laden der Seite ist sie da.',
};
