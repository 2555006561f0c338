import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../scripts/mock/select-example.ts';
import {
  boundKeys,
  lazyModulesOf,
  publicScreenModules,
  recordScreenModules,
  SHELL_ON_ACTION,
  type Manifest,
} from '../../../scripts/budget/route-js.ts';
import { hasOwnScreen, rendersNotAvailablePage } from '../../../src/app/shell-routes.tsx';
import { routeSamples } from '../../../src/routes/route-samples.ts';

const NAV_MENU = SHELL_ON_ACTION[0] as string;

// A small build: the entry lazily loads /login and the shell; the shell lazily loads two screens and its menu; screen A
// has a lazy dialog and lazily loads screen B itself.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/routes/login.tsx', '_shell.js', 'src/tag.ts'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/tag.ts': { file: 'assets/tag.js' },
  'src/routes/login.tsx': { file: 'assets/login.js', imports: ['index.html'] },
  '_shell.js': {
    file: 'assets/shell.js',
    name: 'shell',
    imports: ['index.html', '_shared.js'],
    dynamicImports: ['src/routes/a.tsx', 'src/routes/b.tsx', NAV_MENU],
  },
  '_shared.js': { file: 'assets/shared.js' },
  [NAV_MENU]: { file: 'assets/nav-menu.js' },
  'src/routes/a.tsx': {
    file: 'assets/a.js',
    imports: ['_shared.js'],
    dynamicImports: ['src/dialog.tsx', 'src/routes/b.tsx'],
  },
  'src/dialog.tsx': { file: 'assets/dialog.js', imports: ['_dialog-deps.js'] },
  '_dialog-deps.js': { file: 'assets/dialog-deps.js' },
  'src/routes/b.tsx': { file: 'assets/b.js' },
};
const routeLazy = new Set(['src/routes/login.tsx', '_shell.js', 'src/routes/a.tsx', 'src/routes/b.tsx']);

describe('route-js bound', () => {
  it('counts the entry, the shell, the screen and everything they reach, not the table edges to other routes', () => {
    expect(boundKeys(manifest, ['index.html', '_shell.js', 'src/routes/b.tsx'], routeLazy).sort()).toEqual(
      ['_shared.js', '_shell.js', '_vendor.js', 'index.html', 'src/routes/b.tsx', 'src/tag.ts'].sort(),
    );
  });

  it("follows a screen's own lazy imports, another screen included, but not the shell's parts loaded on an action", () => {
    const keys = boundKeys(manifest, ['index.html', '_shell.js', 'src/routes/a.tsx'], routeLazy);
    expect(keys).toEqual(expect.arrayContaining(['src/dialog.tsx', '_dialog-deps.js', 'src/routes/b.tsx']));
    expect(keys).not.toContain(NAV_MENU);
    expect(keys).not.toContain('src/routes/login.tsx');
  });

  it('reads every route’s lazy modules from the source, as shell-routes.tsx picks the screen', () => {
    const records = recordScreenModules();
    const publics = publicScreenModules();
    for (const route of routeSamples) {
      const modules = lazyModulesOf(route, records, publics);
      expect(modules, route.pattern).toBeDefined();
      for (const module of modules ?? []) expect(existsSync(join(PROJECT_ROOT, module)), module).toBe(true);
      if (route.access === 'guarded') {
        expect(modules?.[0] === 'src/routes/not-available.tsx', route.pattern).toBe(
          rendersNotAvailablePage(route.id),
        );
        if (!hasOwnScreen(route.id))
          expect(modules?.[0], route.pattern).toMatch(/^src\/routes\/not-available(-section\.screen)?\.tsx$/);
      }
    }
  });

  it('follows a record’s loader through the file’s own declarations, and a nested route runs its parent’s', () => {
    const charger = routeSamples.find((route) => route.pattern === '/assets/evses/:evseUuid/status');
    expect(charger && lazyModulesOf(charger)).toEqual(['src/routes/evse-charger.tsx']);
    const child = routeSamples.find((route) => route.pattern.endsWith('/subscription/:subUuid/live-stream'));
    expect(child && lazyModulesOf(child)).toEqual([
      'src/routes/site-live-stream.tsx',
      'src/routes/site-energy.tsx',
    ]);
    const signUp = routeSamples.find((route) => route.id === 'signUp');
    expect(signUp && lazyModulesOf(signUp)).toEqual([
      'src/app/public-footer-layout.tsx',
      'src/app/public-screens.ts',
      'src/routes/sign-up.screen.tsx',
      // Its words, in every language: loaded beside the page by public-screens.ts.
      'src/i18n/compiled/account.de.gen.ts',
      'src/i18n/compiled/account.en.gen.ts',
    ]);
  });
});
