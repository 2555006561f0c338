import { ApiError, noResponseError } from '../../../api/api-error.ts';

/** Served by the dev mock proxy (MOCK_PERSONAS_PATH of scripts/mock/proxy.ts), never by the UI API. */
export const PERSONAS_PATH = '/__mock/personas';

/** A sign-in persona of the mock: the address to sign in with and who that is. */
export interface MockPersona {
  persona: string;
  email: string;
  name: string;
  roles: string[];
}

function toPersona(raw: unknown): MockPersona | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { persona, email, name, roles } = raw as Record<string, unknown>;
  if (typeof persona !== 'string' || typeof email !== 'string' || typeof name !== 'string') return undefined;
  const names = Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
  return { persona, email, name, roles: names };
}

/** The personas the mock signs in as; rejects with an ApiError when no mock proxy answers. */
export async function getPersonas(
  fetchFn: (url: string) => Promise<Response> = (url) => globalThis.fetch(url),
): Promise<MockPersona[]> {
  let response: Response;
  try {
    response = await fetchFn(PERSONAS_PATH);
  } catch (error) {
    throw noResponseError(error);
  }
  const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  const list = (body as { personas?: unknown } | undefined)?.personas;
  if (!Array.isArray(list)) {
    throw new ApiError({
      message: `${PERSONAS_PATH} answered no personas (HTTP ${response.status})`,
      status: response.status,
    });
  }
  return list.map(toPersona).filter((entry): entry is MockPersona => entry !== undefined);
}
