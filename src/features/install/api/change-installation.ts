import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { activityKeysRoot, problemsKeysRoot } from '../../../api/query-keys.ts';
import { refreshAfterWrite } from '../../../api/refresh-after-write.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { CompanyInstallation } from '../../../domain/install/company-installations.rules.ts';

/** An installer admin's change to one installation of their company. */
export type InstallationChange =
  | {
      readonly kind: 'reassign';
      readonly companyUuid: string;
      readonly uuid: string;
      readonly installerId: string;
    }
  | {
      readonly kind: 'resolve';
      readonly companyUuid: string;
      readonly uuid: string;
      readonly keepUuid: string;
    };

/** Reassign (PUT …/installer) or mark a duplicate of the kept one (PUT …/duplicate-of); answers the row. */
export async function changeInstallation(
  api: ApiClient,
  change: InstallationChange,
): Promise<CompanyInstallation> {
  const params = { path: { companyUuid: change.companyUuid, installationUuid: change.uuid } };
  return change.kind === 'reassign'
    ? unwrap(
        api.PUT('/ui/v1/install/companies/{companyUuid}/installations/{installationUuid}/installer', {
          params,
          body: { installerId: change.installerId },
        }),
      )
    : unwrap(
        api.PUT('/ui/v1/install/companies/{companyUuid}/installations/{installationUuid}/duplicate-of', {
          params,
          body: { keepUuid: change.keepUuid },
        }),
      );
}

/** On success the company's install reads (list, installers, picker counts), the problem lists and the activity log. */
export const changeInstallationMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions<CompanyInstallation, ApiError, InstallationChange>({
    mutationFn: (change) => changeInstallation(api, change),
    onSuccess: () => refreshAfterWrite(queryClient, [['install'], problemsKeysRoot(), activityKeysRoot()]),
  });

export function useChangeInstallation() {
  return useWrite(changeInstallationMutationOptions(useApiClient(), useQueryClient()));
}
