import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { activityKeysRoot, staffKeysRoot } from '../../../api/query-keys.ts';
import { refreshAfterWrite } from '../../../api/refresh-after-write.ts';
import { useApiClient } from '../../../api/use-api-client.ts';

export type SignUpDecision =
  | { readonly type: 'approve'; readonly role: string; readonly companyUuid?: string }
  | { readonly type: 'reject'; readonly reason: string }
  | { readonly type: 'resend' };

export interface SignUpStep {
  readonly signUpId: string;
  readonly decision: SignUpDecision;
}

/** Approve (with a role, and a company for installers), reject (with a reason) or resend the verification. */
export async function decideSignUp(api: ApiClient, { signUpId, decision }: SignUpStep): Promise<unknown> {
  const path = { signUpId };
  switch (decision.type) {
    case 'approve':
      return unwrap(
        api.POST('/ui/v1/sign-ups/{signUpId}/approval', {
          params: { path },
          body: {
            role: decision.role,
            ...(decision.companyUuid !== undefined ? { companyUuid: decision.companyUuid } : {}),
          },
        }),
      );
    case 'reject':
      return unwrap(
        api.POST('/ui/v1/sign-ups/{signUpId}/rejection', {
          params: { path },
          body: { reason: decision.reason },
        }),
      );
    case 'resend':
      return unwrap(api.POST('/ui/v1/sign-ups/{signUpId}/verification-messages', { params: { path } }));
  }
}

/** On success the sign-ups, the staff users (an approval adds one) and the activity log are refreshed. */
export const decideSignUpMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions<unknown, ApiError, SignUpStep>({
    mutationFn: (variables) => decideSignUp(api, variables),
    onSuccess: () => refreshAfterWrite(queryClient, [staffKeysRoot(), activityKeysRoot()]),
  });

export function useDecideSignUp() {
  return useWrite(decideSignUpMutationOptions(useApiClient(), useQueryClient()));
}
