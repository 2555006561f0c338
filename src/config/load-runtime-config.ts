import { parseRuntimeConfig, type ConfigProblem, type RuntimeConfig } from './runtime-config.ts';

/** Beside index.html; each deployment serves its own (docs/deployment.md). */
export const CONFIG_PATH = '/config.json';

/** Why the app cannot start: one sentence, and each invalid value when the document could be read. */
export interface StartupFailure {
  readonly summary: string;
  readonly problems: readonly ConfigProblem[];
}

export type LoadedConfig =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly failure: StartupFailure };

export type ConfigFetch = (path: string, init: RequestInit) => Promise<Response>;

const fail = (summary: string, problems: readonly ConfigProblem[] = []): LoadedConfig => ({
  ok: false,
  failure: { summary, problems },
});

/** Fetches and checks /config.json, never from a cache (a deployment may change it without a new build). */
export async function loadRuntimeConfig(
  fetchConfig: ConfigFetch = (path, init) => fetch(path, init),
): Promise<LoadedConfig> {
  let text: string;
  try {
    const response = await fetchConfig(CONFIG_PATH, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) {
      return fail(`${CONFIG_PATH} answered HTTP ${response.status} ${response.statusText}`.trim() + '.');
    }
    text = await response.text();
  } catch (error) {
    return fail(
      `${CONFIG_PATH} could not be fetched (${error instanceof Error ? error.message : 'no answer'}).`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail(
      text.trimStart().startsWith('<')
        ? `${CONFIG_PATH} is an HTML page, not JSON (the server's index.html fallback?).`
        : `${CONFIG_PATH} is not valid JSON.`,
    );
  }
  const result = parseRuntimeConfig(parsed);
  if (result.ok) return result;
  const count = result.problems.length;
  return fail(`${CONFIG_PATH} has ${count} invalid value${count === 1 ? '' : 's'}:`, result.problems);
}
