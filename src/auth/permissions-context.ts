import { createContext } from 'react';

/** null = no PermissionsProvider above: reading permissions there is a wiring mistake, reported loudly. */
export const PermissionsContext = createContext<readonly string[] | null>(null);
