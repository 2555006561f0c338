import type { ComponentType } from 'react';
import type { Language } from '../domain/i18n/preferences.ts';
import type { Loader } from '../i18n/areas.ts';
import { loadRegisteredArea, registerCatalogueAreas } from '../i18n/i18n.ts';

/*
 * The public pages other than /login, behind one module: their chunks' preload lists live here instead of in the
 * entry, which /login loads (DESIGN §6). Each page is still its own chunk; it costs these pages one more small file.
 */
// Their words (the `account` area): the loaders live here too, out of the entry, and load beside each page's code.
export const PUBLIC_SCREEN_AREAS = {
  account: {
    de: () => import('../i18n/compiled/account.de.gen.ts'),
    en: () => import('../i18n/compiled/account.en.gen.ts'),
  },
} satisfies Record<string, Record<Language, Loader>>;
registerCatalogueAreas(PUBLIC_SCREEN_AREAS);
const withWords = <T>(screen: Promise<T>): Promise<T> =>
  Promise.all([screen, loadRegisteredArea('account')]).then(([loaded]) => loaded);

export const publicScreens = {
  signUp: () => withWords(import('../routes/sign-up.screen.tsx').then((m) => m.SignUpRoute)),
  verifyEmail: () => withWords(import('../routes/verify-email.screen.tsx').then((m) => m.VerifyEmailRoute)),
  resetPassword: () =>
    withWords(import('../routes/reset-password.screen.tsx').then((m) => m.ResetPasswordRoute)),
  accountRecovery: () =>
    withWords(import('../routes/account-recovery.tsx').then((m) => m.AccountRecoveryRoute)),
} satisfies Record<string, () => Promise<ComponentType>>;
