import { describe, expect, it } from 'vitest';
import {
  ISOLATE_MARKER,
  isolatedFiles,
  needsIsolation,
  nodeNeedsIsolation,
} from '../../../scripts/test/isolation.ts';

describe('which unit test files run in a module world of their own', () => {
  it('those that replace modules, in any of vitest’s ways', () => {
    expect(needsIsolation("vi.mock('../x.ts', () => ({}));")).toBe(true);
    expect(needsIsolation("  vi.doMock('../x.ts')")).toBe(true);
    expect(needsIsolation("vi.unmock('../x.ts')")).toBe(true);
    expect(needsIsolation("vi.doUnmock('../x.ts')")).toBe(true);
  });

  it('those that carry the marker', () => {
    expect(needsIsolation(`${ISOLATE_MARKER} patches window.fetch for good`)).toBe(true);
  });

  it('not those that only spy, stub or fake timers (the setup files put the clock back after each test)', () => {
    expect(needsIsolation("vi.spyOn(console, 'error'); vi.useFakeTimers(); vi.stubGlobal('x', 1)")).toBe(
      false,
    );
    expect(needsIsolation('const mock = vi.fn(); // a mock, not vi.mock')).toBe(false);
  });

  it('picks those files from a list by their text', () => {
    const texts: Record<string, string> = { 'a.test.tsx': "vi.mock('m')", 'b.test.tsx': 'it()' };
    expect(isolatedFiles(['a.test.tsx', 'b.test.tsx'], (file) => texts[file] ?? '')).toEqual(['a.test.tsx']);
  });

  it('Node files: also those that reach the mock, spy, stub, read the environment or start processes', () => {
    expect(nodeNeedsIsolation("import { x } from '../../../scripts/mock/proxy.ts';")).toBe(true);
    expect(nodeNeedsIsolation("import { mockToken } from '../../helpers/mock-tokens.ts';")).toBe(true);
    expect(nodeNeedsIsolation("vi.spyOn(console, 'log')")).toBe(true);
    expect(nodeNeedsIsolation("vi.stubEnv('CI', '1')")).toBe(true);
    expect(nodeNeedsIsolation('process.env.TZ')).toBe(true);
    expect(nodeNeedsIsolation('// @vitest-environment jsdom')).toBe(true);
    expect(nodeNeedsIsolation("import { spawn } from 'node:child_process';")).toBe(true);
    expect(nodeNeedsIsolation("vi.mock('m')")).toBe(true);
    expect(nodeNeedsIsolation("import { rule } from '../../../src/domain/x.ts'; vi.useFakeTimers();")).toBe(
      false,
    );
  });

  it('picks Node files by the Node rule when given it', () => {
    const texts: Record<string, string> = { 'a.test.ts': 'process.env.X', 'b.test.ts': 'it()' };
    expect(
      isolatedFiles(['a.test.ts', 'b.test.ts'], (file) => texts[file] ?? '', nodeNeedsIsolation),
    ).toEqual(['a.test.ts']);
  });
});
