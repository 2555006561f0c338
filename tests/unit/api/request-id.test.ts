import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRequestId, REQUEST_ID_HEADER } from '../../../src/api/request-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newRequestId', () => {
  it('is a lower-case v4 UUID, different each time', () => {
    const ids = Array.from({ length: 200 }, newRequestId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(REQUEST_ID_HEADER).toBe('X-Request-Id');
  });

  it('without crypto.randomUUID (a page served over plain HTTP) still makes v4 UUIDs from getRandomValues', () => {
    const { crypto } = globalThis;
    const getRandomValues = vi.fn((array: Uint8Array) => crypto.getRandomValues(array));
    vi.stubGlobal('crypto', { getRandomValues });
    const ids = Array.from({ length: 200 }, newRequestId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(getRandomValues).toHaveBeenCalledTimes(200);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    for (const fill of [0x00, 0xff]) {
      vi.stubGlobal('crypto', {
        getRandomValues: (array: Uint8Array) => array.fill(fill),
      });
      expect(newRequestId()).toMatch(UUID_V4);
    }
  });
});
