import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';

export type PublicCompany = components['schemas']['InstallerCompany'];

/**
 * Proposed `GET /authentication-api/installer-companies` (no token): the companies an installer can
 * say they work for — names and uuids only. A malformed answer reads as no companies.
 */
export function listPublicInstallerCompanies(api: ApiClient): Promise<readonly PublicCompany[]> {
  // One call per client while it answers (a page mounted twice asks once); a failure is asked again next time.
  let answer = asked.get(api);
  if (answer === undefined) {
    answer = ask(api);
    asked.set(api, answer);
    answer.catch(() => asked.delete(api));
  }
  return answer;
}

const asked = new WeakMap<ApiClient, Promise<readonly PublicCompany[]>>();

async function ask(api: ApiClient): Promise<readonly PublicCompany[]> {
  const data = await unwrap(api.GET('/authentication-api/installer-companies', {}));
  const companies: unknown = (data as { companies?: unknown } | undefined)?.companies;
  return Array.isArray(companies)
    ? companies.filter(
        (company): company is PublicCompany =>
          typeof company === 'object' &&
          company !== null &&
          typeof (company as PublicCompany).uuid === 'string' &&
          typeof (company as PublicCompany).name === 'string',
      )
    : [];
}
