// Vitest's global setup of the `node-prism` project: one Prism on the generated mock spec for every file of the run
// that talks to Prism (each file puts its own mock proxy, with its own dataset, in front of it). Prism answers from
// the spec's examples and keeps no state, so sharing it changes no answer; each file had started one of its own
// (~1.8 s of CPU and several seconds of waiting each). Vitest runs a project's global setup only when that project
// has files in the run, so a run of other files starts no Prism.
import type { TestProject } from 'vitest/node';
import { startPrism } from '../mock/prism.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Prism's base URL (no trailing slash). */
    sharedPrismUrl: string;
  }
}

/** The port tried first; a taken one moves to the next free port. */
const SHARED_PRISM_PORT = 4620;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prism = await startPrism({ port: SHARED_PRISM_PORT, log: () => undefined });
  project.provide('sharedPrismUrl', prism.url);
  return () => prism.stop();
}
