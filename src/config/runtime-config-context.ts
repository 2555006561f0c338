import { createContext } from 'react';
import type { RuntimeConfig } from './runtime-config.ts';

/** The configuration the entry read from /config.json, handed down by AppProviders; undefined where none was. */
export const RuntimeConfigContext = createContext<RuntimeConfig | undefined>(undefined);
