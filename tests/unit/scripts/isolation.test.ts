import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  ISOLATE_MARKER,
  isolatedFiles,
  needsIsolation,
  nodeNeedsIsolation,
  STAND_INS,
  standInOf,
} from '../../../scripts/test/isolation.ts';
import { standInPlugin } from '../../../scripts/test/stand-in.ts';

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

  it('DOM files that carry a stand-in’s marker read it, unless they need a module world of their own', () => {
    const [chart, download] = STAND_INS;
    expect(standInOf(`${chart?.marker ?? ''}: the chart is its stand-in`)).toBe(chart);
    expect(standInOf(`${download?.marker ?? ''}: a vi.fn`)).toBe(download);
    expect(standInOf(`${chart?.marker ?? ''}\nvi.mock('m')`)).toBeUndefined();
    expect(standInOf("vi.mock('../../../src/components/time-series-chart.tsx')")).toBeUndefined();
    expect(standInOf('it()')).toBeUndefined();
  });

  it('every stand-in names a module, its stand-in and its setup file that exist', () => {
    for (const standIn of STAND_INS)
      for (const path of [standIn.module, standIn.standIn, standIn.setup ?? standIn.module])
        expect(existsSync(path), path).toBe(true);
  });
});

describe('the stand-in plugin', () => {
  const root = '/project';
  const CHART_MODULE = 'src/components/time-series-chart.tsx';
  const chart = resolve(root, CHART_MODULE);
  const standIn = resolve(root, 'tests/helpers/chart-stand-in.tsx');
  const plugin = standInPlugin(root, CHART_MODULE, 'tests/helpers/chart-stand-in.tsx');
  const resolveId = async (source: string, importer: string, resolved: string | null) => {
    const hook = plugin.resolveId as unknown as (
      this: { resolve: () => Promise<{ id: string } | null> },
      source: string,
      importer: string,
      options: object,
    ) => Promise<string | null>;
    return hook.call(
      { resolve: () => Promise.resolve(resolved === null ? null : { id: resolved }) },
      source,
      importer,
      {},
    );
  };

  it('puts the stand-in in place of every import that resolves to the chart module, static or lazy', async () => {
    expect(await resolveId('./time-series-chart.tsx', resolve(root, 'src/components/x.tsx'), chart)).toBe(
      standIn,
    );
    expect(
      await resolveId('../../components/time-series-chart.tsx', resolve(root, 'src/a/b.tsx'), `${chart}?v=1`),
    ).toBe(standIn);
  });

  it('leaves every other module alone, the chart’s own props and options among them', async () => {
    const props = resolve(root, 'src/components/time-series-chart-props.ts');
    expect(await resolveId('./time-series-chart-props.ts', chart, props)).toBeNull();
    expect(await resolveId('./other.tsx', chart, resolve(root, 'src/components/other.tsx'))).toBeNull();
    expect(await resolveId('../../src/components/time-series-chart-props.ts', standIn, props)).toBeNull();
  });
});
