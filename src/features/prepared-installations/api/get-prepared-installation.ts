import { unwrap, type ApiClient } from '../../../api/client.ts';
import { toPreparedInstallation, type PreparedInstallation } from '../../../domain/prepared-installation.ts';

/** One prepared installation by uuid: the seed single-item call (SPEC §7), mapped like a list row. */
export async function getPreparedInstallation(
  api: ApiClient,
  uuid: string,
  signal?: AbortSignal,
): Promise<PreparedInstallation> {
  const data = await unwrap(
    api.GET('/ui/v1/installation/prepared/{id}', { params: { path: { id: uuid } }, signal }),
  );
  return toPreparedInstallation(data);
}
