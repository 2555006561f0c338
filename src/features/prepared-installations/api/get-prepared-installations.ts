import { unwrap, type ApiClient } from '../../../api/client.ts';
import { toPreparedInstallations, type PreparedInstallation } from '../../../domain/prepared-installation.ts';

/** All prepared installations of one HEMS provider (the proposed list call), mapped to list rows. */
export async function getPreparedInstallations(
  api: ApiClient,
  hemsId: string,
  signal?: AbortSignal,
): Promise<PreparedInstallation[]> {
  const data = await unwrap(
    api.GET('/ui/v1/installation/prepared/hems/{hemsId}', { params: { path: { hemsId } }, signal }),
  );
  return toPreparedInstallations(data.installations);
}
