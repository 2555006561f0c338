import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changesOf,
  CHANGE_TEXT_MAX,
  describeChange,
} from '../../../../src/domain/activity/activity-changes.ts';
import { maskEmail, maskName, redact } from '../../../../src/domain/activity/redact.ts';

// A stand-in for the server's keyed fingerprint: the length in hex, enough to see that one is there.
const fp = (text: string) => text.length.toString(16).padStart(8, '0');

describe('personal data in the activity log', () => {
  it('masks names to initials and email addresses to first letter and domain', () => {
    expect(maskName('Ada  Lovelace')).toBe('A*** L***');
    expect(maskName('Élodie')).toBe('É***');
    expect(maskEmail('ada.lovelace@operator-portal.example')).toBe('a***@operator-portal.example');
    expect(redact({ name: 'Ada Lovelace', email: 'ada@x.example', roles: ['Admin'] }, fp)).toEqual({
      name: 'A*** L***',
      email: 'a***@x.example',
      roles: ['Admin'],
    });
  });

  it('masks email addresses inside structured text, and keeps shape and non-personal fields', () => {
    expect(redact({ model: 'Box of ben@x.example', count: 3, nested: [{ name: 'Ben Vogel' }] }, fp)).toEqual({
      model: 'Box of b***@x.example',
      count: 3,
      nested: [{ name: 'B*** V***' }],
    });
  });

  it('property: no recorded change carries a name or email address in clear', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ]{2,12}$/);
    fc.assert(
      fc.property(word, word, word, (given, family, domain) => {
        const name = `${given} ${family}`;
        const email = `${given.toLowerCase()}.${family.toLowerCase()}@${domain.toLowerCase()}.example`;
        const changes = changesOf(
          { name: 'Someone Else', email: 'x@y.example' },
          { name, email, roles: '[]' },
          fp,
        );
        const text = JSON.stringify(changes);
        expect(text).not.toContain(name);
        expect(text).not.toContain(`${given.toLowerCase()}.${family.toLowerCase()}@`);
        expect(changes.map((change) => change.field)).toEqual(['email', 'name', 'roles']);
      }),
    );
  });
});

describe('changesOf', () => {
  it('lists only the fields that differ; a creation or removal lists every field', () => {
    expect(changesOf({ a: 1, b: ['x'] }, { a: 1, b: ['x', 'y'] }, fp)).toEqual([
      { field: 'b', before: '["x"]', after: '["x","y"]' },
    ]);
    expect(changesOf(null, { a: 1 }, fp)).toEqual([{ field: 'a', before: null, after: '1' }]);
    expect(changesOf({ a: 'q' }, undefined, fp)).toEqual([{ field: 'a', before: 'q', after: null }]);
    expect(changesOf({ a: 1 }, { a: 1 }, fp)).toEqual([]);
  });

  it('property: hostile values stay printable and within the spec limits', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (a, b) => {
          for (const change of changesOf(a, b, fp)) {
            for (const text of [change.field, change.before, change.after]) {
              if (text === null) continue;
              // eslint-disable-next-line no-control-regex -- what must not be there
              expect(text).not.toMatch(/[\u0000-\u001F\u007F]/);
              expect(text.length).toBeLessThanOrEqual(CHANGE_TEXT_MAX);
            }
          }
        },
      ),
    );
  });
});

describe('free text in the activity log', () => {
  it('is never stored: its side is null with its length and fingerprint; structured fields stay', () => {
    const changes = changesOf(
      { note: '', status: 'NEW', rejectionReason: 'Call Ada Lovelace' },
      { note: 'Phone +49 30 1234567', status: 'CONTACTED', rejectionReason: undefined },
      fp,
    );
    expect(changes).toEqual([
      {
        field: 'note',
        before: '',
        after: null,
        afterText: { length: 20, fingerprint: fp('Phone +49 30 1234567') },
      },
      {
        field: 'rejectionReason',
        before: null,
        after: null,
        beforeText: { length: 17, fingerprint: fp('x'.repeat(17)) },
      },
      { field: 'status', before: 'NEW', after: 'CONTACTED' },
    ]);
    expect(changes.map(describeChange)).toEqual([
      'set (20 characters, not recorded)',
      'cleared (was 17 characters, not recorded)',
      'NEW → CONTACTED',
    ]);
    expect(describeChange(changesOf({ note: 'Old words' }, { note: 'Newer words here' }, fp)[0]!)).toBe(
      'changed (9 → 16 characters, not recorded)',
    );
    expect(redact({ site: { userReference: 'CUST-1', comment: 'DE89370400440532013000' } }, fp)).toEqual({
      site: { userReference: 'CUST-1', comment: '[text not recorded: 22 characters, fingerprint 00000016]' },
    });
  });
});
