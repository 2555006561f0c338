import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changesOf, CHANGE_TEXT_MAX } from '../../../../src/domain/activity/activity-changes.ts';
import { maskEmail, maskName, redact } from '../../../../src/domain/activity/redact.ts';

describe('personal data in the activity log', () => {
  it('masks names to initials and email addresses to first letter and domain', () => {
    expect(maskName('Ada  Lovelace')).toBe('A*** L***');
    expect(maskName('Élodie')).toBe('É***');
    expect(maskEmail('ada.lovelace@operator-portal.example')).toBe('a***@operator-portal.example');
    expect(redact({ name: 'Ada Lovelace', email: 'ada@x.example', roles: ['Admin'] })).toEqual({
      name: 'A*** L***',
      email: 'a***@x.example',
      roles: ['Admin'],
    });
  });

  it('masks email addresses inside any other text, and keeps shape and non-personal fields', () => {
    expect(
      redact({ text: 'Sent to ben@x.example today', count: 3, nested: [{ name: 'Ben Vogel' }] }),
    ).toEqual({
      text: 'Sent to b***@x.example today',
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
    expect(changesOf({ a: 1, b: ['x'] }, { a: 1, b: ['x', 'y'] })).toEqual([
      { field: 'b', before: '["x"]', after: '["x","y"]' },
    ]);
    expect(changesOf(null, { a: 1 })).toEqual([{ field: 'a', before: null, after: '1' }]);
    expect(changesOf({ a: 'q' }, undefined)).toEqual([{ field: 'a', before: 'q', after: null }]);
    expect(changesOf({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('property: hostile values stay printable and within the spec limits', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (a, b) => {
          for (const change of changesOf(a, b)) {
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
