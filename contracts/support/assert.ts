import { expect } from 'vitest';
import { ApiError, type ApiErrorBody } from '../../src/api/api-error.ts';
import type { ApiResult } from '../../src/api/client.ts';

/**
 * The client turned the answer into the ApiError of SPEC §8: HTTP status and the body's message, plus the `errorId`
 * and `fieldErrors` when the answer carries them (a device call's 409/422/503/504).
 */
export function expectApiError(
  result: ApiResult<unknown>,
  status: number,
  message: string,
  device: Pick<ApiErrorBody, 'errorId' | 'fieldErrors' | 'missingPermission'> = {},
): void {
  expect(result.data).toBeUndefined();
  expect(result.error).toBeInstanceOf(ApiError);
  const expected: ApiErrorBody = { message, status };
  if (device.errorId !== undefined) expected.errorId = device.errorId;
  if (device.fieldErrors !== undefined) expected.fieldErrors = device.fieldErrors;
  if (device.missingPermission !== undefined) expected.missingPermission = device.missingPermission;
  expect(result.error?.toJSON()).toEqual(expected);
}
