import { createContext } from 'react';
import type { ApiClient } from './client.ts';

/** The one UI API client of the running app, handed down by AppProviders (tests hand in their own). */
export const ApiClientContext = createContext<ApiClient | null>(null);
