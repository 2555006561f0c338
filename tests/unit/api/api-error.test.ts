import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusTextFor, toApiError } from '../../../src/api/api-error-answer.ts';
import { ApiError, isApiError, noResponseError } from '../../../src/api/api-error.ts';
import { anyErrorBody, expectWellFormed } from './api-error-arbitraries.ts';

describe('toApiError', () => {
  it('takes the message and every contract field from a JSON body', () => {
    const error = toApiError(
      422,
      'Unprocessable Content',
      JSON.stringify({
        message: 'Invalid email',
        status: 422,
        errorId: 'VALIDATION',
        firmwareVersion: '2.0',
        lastConnectionTimestamp: '2026-03-01T10:00:00Z',
        uniqueIdentifier: 'gw-1',
        verificationResult: {
          errorId: 'V',
          uniqueIdentifier: 'U',
          lastConnectionTimestamp: 'L',
          firmwareVersion: 'F',
        },
      }),
    );
    expect(error.toJSON()).toEqual({
      message: 'Invalid email',
      status: 422,
      errorId: 'VALIDATION',
      firmwareVersion: '2.0',
      lastConnectionTimestamp: '2026-03-01T10:00:00Z',
      uniqueIdentifier: 'gw-1',
      verificationResult: {
        errorId: 'V',
        uniqueIdentifier: 'U',
        lastConnectionTimestamp: 'L',
        firmwareVersion: 'F',
      },
    });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it.each([
    ['HTML', '<html><body>Bad gateway</body></html>'],
    ['empty', ''],
    ['an array', '[{"message":"inside an array"}]'],
    ['a JSON string', '"just text"'],
    ['garbage', '\u0000{not json'],
    ['an object without message', '{"error":"x"}'],
    ['a non-string message', '{"message":{"text":"x"}}'],
    ['a blank message', '{"message":"   "}'],
  ])('uses the status text for %s', (_name, body) => {
    expect(toApiError(502, 'Bad Gateway', body).toJSON()).toEqual({ message: 'Bad Gateway', status: 502 });
  });

  it('falls back to the standard reason phrase, then to "HTTP <status>", when the status text is empty', () => {
    expect(toApiError(503, '', '').message).toBe('Service Unavailable');
    expect(toApiError(599, '', '').message).toBe('HTTP 599');
    expect(statusTextFor(418, "I'm a teapot")).toBe("I'm a teapot");
  });

  it('drops fields of the wrong type instead of failing', () => {
    const error = toApiError(
      500,
      'Internal Server Error',
      '{"message":"m","errorId":42,"uniqueIdentifier":null,"verificationResult":[1,2]}',
    );
    expect(error.toJSON()).toEqual({ message: 'm', status: 500 });
  });

  it('keeps the client-side request id apart from the contract fields', () => {
    const requestId = '3f2a6c1e-8b4d-4e5f-9a0b-1c2d3e4f5a6b';
    const answered = toApiError(500, '', '{"message":"boom","errorId":"E1","requestId":"from-the-body"}', {
      requestId,
    });
    expect(answered.requestId).toBe(requestId);
    expect(answered.toJSON()).toEqual({ message: 'boom', status: 500, errorId: 'E1' });
    expect(JSON.parse(JSON.stringify(answered))).toEqual({ message: 'boom', status: 500, errorId: 'E1' });
    expect(noResponseError(new TypeError('Failed to fetch'), { requestId }).requestId).toBe(requestId);
    // A body's `requestId` is not a contract field and never becomes the client's.
    expect(toApiError(500, '', '{"requestId":"from-the-body"}').requestId).toBeUndefined();
    expect(new ApiError({ message: 'm', status: 0 })).not.toHaveProperty('requestId');
  });

  it('property: any status >= 400 with any body gives a well-formed ApiError and never throws', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 999_999 }),
        fc.string(),
        anyErrorBody,
        (status, statusText, body) => {
          let error: unknown;
          expect(() => {
            error = toApiError(status, statusText, body);
          }).not.toThrow();
          const apiError = expectWellFormed(error, status);
          let parsed: unknown;
          try {
            parsed = JSON.parse(body);
          } catch {
            parsed = undefined;
          }
          const message =
            typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
              ? (parsed as { message?: unknown }).message
              : undefined;
          expect(apiError.message).toBe(
            typeof message === 'string' && message.trim() !== ''
              ? message
              : statusTextFor(status, statusText),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
