import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_EMBED_ORIGINS,
  checkEmbedOrigin,
  checkEmbedOrigins,
  originLines,
} from '../../../../src/domain/widgets/embed-origins.ts';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
const host = fc.array(label, { minLength: 2, maxLength: 4 }).map((labels) => labels.join('.'));

describe('embed origin', () => {
  it.each([
    ['https://shop.example.com', 'https://shop.example.com'],
    ['  HTTPS://Shop.Example.com/ ', 'https://shop.example.com'],
    ['https://shop.example.com:443', 'https://shop.example.com'],
    ['https://shop.example.com:8443', 'https://shop.example.com:8443'],
    ['https://*.example.com', 'https://*.example.com'],
  ])('accepts %s as %s', (input, origin) => {
    expect(checkEmbedOrigin(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['', 'empty'],
    ['*', 'wildcard'],
    ['http://shop.example.com', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['shop.example.com', 'scheme'],
    ['https://shop.example.com/path', 'path'],
    ['https://shop.example.com?x=1', 'path'],
    ['https://user@shop.example.com', 'path'],
    ['https://<b>x</b>.com', 'path'],
    ['https://', 'host'],
    ['https://-bad.com', 'host'],
    ['https://shop.example.com:0', 'port'],
    ['https://shop.example.com:70000', 'port'],
    ['https://shop.example.com:', 'port'],
    ['https://*', 'wildcard'],
    ['https://*.com', 'wildcard'],
    ['https://a.*.example.com', 'wildcard'],
    ['https://*shop.example.com', 'wildcard'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(checkEmbedOrigin(input)).toEqual({ ok: false, problem });
  });

  it('every valid host with an optional port is accepted and normalising is idempotent', () => {
    fc.assert(
      fc.property(
        host,
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        fc.boolean(),
        (h, port, wild) => {
          const input = `https://${wild ? '*.' : ''}${h}${port === undefined ? '' : `:${port}`}`;
          const check = checkEmbedOrigin(input.toUpperCase());
          expect(check.ok).toBe(true);
          if (check.ok) expect(checkEmbedOrigin(check.origin)).toEqual(check);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('any text never throws, and an accepted origin is exactly https://host[:port]', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const check = checkEmbedOrigin(text);
        if (check.ok) expect(check.origin).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/);
      }),
      { numRuns: 100 },
    );
  });
});

describe('embed origin list', () => {
  it('normalises, and flags duplicates and bad entries by their index', () => {
    expect(checkEmbedOrigins(['https://a.de', 'https://b.de:443'])).toEqual({
      ok: true,
      origins: ['https://a.de', 'https://b.de'],
    });
    const check = checkEmbedOrigins(['https://a.de', 'HTTPS://A.DE:443', 'http://b.de']);
    expect(check.ok).toBe(false);
    if (!check.ok) expect([...check.errors.keys()]).toEqual([1, 2]);
  });

  it('refuses more than the maximum', () => {
    const many = Array.from({ length: MAX_EMBED_ORIGINS + 1 }, (_, i) => `https://s${i}.example.com`);
    expect(checkEmbedOrigins(many).ok).toBe(false);
  });

  it('reads one origin per line, ignoring blanks', () => {
    expect(originLines(' https://a.de \r\n\n https://b.de\n')).toEqual(['https://a.de', 'https://b.de']);
  });
});
