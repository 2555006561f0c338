// The one registry of the mock's areas (scripts/mock/areas/mock-areas.ts): every area folder is listed under its own
// name, every handler file of a folder is in its area, and an operation two handlers answer is refused.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlersOf } from '../../../scripts/mock/areas/mock-area.ts';
import { HANDLERS, MOCK_AREAS } from '../../../scripts/mock/areas/mock-areas.ts';

const AREAS_DIR = path.resolve(import.meta.dirname, '../../../scripts/mock/areas');
const folders = readdirSync(AREAS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the registry of mock areas', () => {
  it('lists every folder under scripts/mock/areas/ once, by its folder name', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(MOCK_AREAS.map((area) => area.name).sort()).toEqual([...folders].sort());
  });

  it("holds every handler map of an area's handler files, and HANDLERS has each of their operations", async () => {
    for (const area of MOCK_AREAS) {
      const files = readdirSync(path.join(AREAS_DIR, area.name)).filter((file) =>
        file.endsWith('.handlers.ts'),
      );
      expect(files.length, area.name).toBeGreaterThan(0);
      for (const file of files) {
        const module = (await import(path.join(AREAS_DIR, area.name, file))) as Record<string, unknown>;
        const maps = Object.entries(module).filter(([name]) => name.endsWith('_HANDLERS'));
        expect(maps.length, file).toBe(1);
        const [, map] = maps[0]!;
        expect(area.handlers, `${area.name}: ${file}`).toContain(map);
        for (const [operationId, handler] of Object.entries(map as object)) {
          expect(HANDLERS[operationId], operationId).toBe(handler);
        }
      }
    }
  });

  it('refuses an operation that two handler maps answer, naming both areas', () => {
    const answer = () => ({ status: 204 });
    expect(() =>
      handlersOf([
        { name: 'one', handlers: [{ getThing: answer }] },
        { name: 'two', handlers: [{ getThing: answer }] },
      ]),
    ).toThrow(/getThing has two handlers, in the mock areas one and two/);
    expect(Object.keys(handlersOf([{ name: 'one', handlers: [{ a: answer }, { b: answer }] }]))).toEqual([
      'a',
      'b',
    ]);
  });
});
