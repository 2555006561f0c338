import type { ComponentType } from 'react';

/*
 * The public pages other than /login, behind one module: their chunks' preload lists live here instead of in the
 * entry, which /login loads (DESIGN §6). Each page is still its own chunk; it costs these pages one more small file.
 */
export const publicScreens = {
  signUp: () => import('../routes/sign-up.screen.tsx').then((m) => m.SignUpRoute),
  verifyEmail: () => import('../routes/verify-email.screen.tsx').then((m) => m.VerifyEmailRoute),
  resetPassword: () => import('../routes/reset-password.screen.tsx').then((m) => m.ResetPasswordRoute),
  accountRecovery: () => import('../routes/account-recovery.tsx').then((m) => m.AccountRecoveryRoute),
} satisfies Record<string, () => Promise<ComponentType>>;
