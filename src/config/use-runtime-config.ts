import { useContext } from 'react';
import type { RuntimeConfig } from './runtime-config.ts';
import { RuntimeConfigContext } from './runtime-config-context.ts';

/** The running deployment's configuration; undefined in a tree rendered without it (component tests). */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  return useContext(RuntimeConfigContext);
}
