import { ApiError, noResponseError } from '../../../api/api-error.ts';

/** Served by the dev mock proxy (MOCK_SCENARIOS_PATH of scripts/mock/proxy.ts), never by the UI API. */
export const SCENARIOS_PATH = '/__mock/scenarios';

/** One operation as the mock proxy lists it (ScenarioOperation of scripts/mock/select-example.ts). */
export interface ScenarioOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  examples: string[];
  errors: number[];
  secured: boolean;
}

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function toOperation(raw: unknown): ScenarioOperation | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const op = raw as Record<string, unknown>;
  const { operationId, method, path, summary, examples, errors, secured } = op;
  if (typeof operationId !== 'string' || typeof method !== 'string' || typeof path !== 'string')
    return undefined;
  if (!strings(examples) || !Array.isArray(errors) || !errors.every((code) => Number.isInteger(code))) {
    return undefined;
  }
  return {
    operationId,
    method: method.toUpperCase(),
    path,
    summary: typeof summary === 'string' ? summary : '',
    examples,
    errors: errors as number[],
    secured: secured === true,
  };
}

/**
 * The operations the mock can be told about. Rejects with an ApiError, like every other load, when no mock proxy
 * answers (a plain `vite`, say): the status of the answer, or 0 when there was none or it was not the catalog.
 */
export async function getScenarioCatalog(
  fetchFn: (url: string) => Promise<Response> = (url) => globalThis.fetch(url),
): Promise<ScenarioOperation[]> {
  let response: Response;
  try {
    response = await fetchFn(SCENARIOS_PATH);
  } catch (error) {
    throw noResponseError(error);
  }
  if (!response.ok) {
    throw new ApiError({
      message: `${SCENARIOS_PATH} answered HTTP ${response.status}`,
      status: response.status,
    });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError({
      message: `${SCENARIOS_PATH} did not answer JSON: is the mock proxy running (npm start)?`,
      status: response.status,
    });
  }
  const list = (body as { operations?: unknown } | null)?.operations;
  if (!Array.isArray(list)) {
    throw new ApiError({ message: `${SCENARIOS_PATH} answered no operations`, status: response.status });
  }
  return list.map(toOperation).filter((op): op is ScenarioOperation => op !== undefined);
}
