import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** A cache handed in from outside (tests inspect it); the shell makes its own otherwise. Type-only: no library code. */
export const InjectedQueryClient = createContext<QueryClient | null>(null);
