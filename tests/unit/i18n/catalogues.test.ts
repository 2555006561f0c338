// Every message exists in both languages with the same placeholders, and every catalogue compiles.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/domain/i18n/preferences.ts';
import { CATALOGUE_AREAS } from '../../../src/i18n/areas.ts';
import { SCREEN_CATALOGUE_AREAS } from '../../../src/i18n/screen-areas.ts';
import { PUBLIC_SCREEN_AREAS } from '../../../src/app/public-screens.ts';
import { CATALOGUE_DIR, catalogueFiles, readCatalogue } from '../../../scripts/generate/catalogues.ts';

/** The placeholders a compiled message uses (`{name}`, `{count, plural, …}`), plural branches included. */
function placeholders(compiled: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, , branches] = part as [unknown, unknown, unknown];
    if (typeof name === 'string') into.add(name);
    if (typeof branches === 'object' && branches !== null)
      for (const branch of Object.values(branches)) placeholders(branch, into);
  }
  return into;
}

const files = catalogueFiles();
const registered = [
  ...Object.keys(CATALOGUE_AREAS),
  ...Object.keys(SCREEN_CATALOGUE_AREAS),
  ...Object.keys(PUBLIC_SCREEN_AREAS),
];
// The areas as the folder has them, found by their files (not by a list): a new area's catalogues are checked for
// parity the moment they exist, registered or not.
const found = [...new Set(files.map((file) => file.split('.')[0] ?? file))];
const areas = [...new Set([...found, ...registered])].sort();

describe('the message catalogues', () => {
  it('has a file per area and language, and no file without an area', () => {
    expect(files).toEqual(registered.flatMap((area) => LANGUAGES.map((lang) => `${area}.${lang}.ts`)).sort());
  });

  it('has no file that the generator and this test would pass over (every .ts there is <area>.<lang>.ts)', () => {
    const everyFile = readdirSync(join(import.meta.dirname, '../../..', CATALOGUE_DIR)).filter((name) =>
      name.endsWith('.ts'),
    );
    expect(everyFile.sort()).toEqual([...files].sort());
    expect(areas.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(areas)('%s', (area) => {
    it('has every key in both languages with the same placeholders', async () => {
      const [english, german] = await Promise.all([
        readCatalogue(`${area}.en.ts`),
        readCatalogue(`${area}.de.ts`),
      ]);
      expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        const other = german[key] ?? '';
        expect([key, [...placeholders(compileMessage(other))].sort()]).toEqual([
          key,
          [...placeholders(compileMessage(message))].sort(),
        ]);
        expect([key, other.trim() === '']).toEqual([key, false]);
      }
    });
  });

  it('finds the placeholders of a plural and of its branches', () => {
    expect(
      [...placeholders(compileMessage('{count, plural, one {# role {roles}} other {#}} of {title}'))].sort(),
    ).toEqual(['count', 'roles', 'title']);
  });
});
