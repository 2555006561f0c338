import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import type { ApiResult } from '../../src/api/client.ts';

/** The client turned the answer into the ApiError of SPEC §8: HTTP status and the body's message. */
export function expectApiError(result: ApiResult<unknown>, status: number, message: string): void {
  expect(result.data).toBeUndefined();
  expect(result.error).toBeInstanceOf(ApiError);
  expect(result.error?.toJSON()).toEqual({ message, status });
}
