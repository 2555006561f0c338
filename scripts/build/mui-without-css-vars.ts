// A production-build plugin that leaves MUI's CSS-variables theme machinery out of the bundle (DESIGN §6: /login
// ≤ 150 KB of gzip JS). The portal's theme (src/app/theme.ts) sets neither `cssVariables` nor `colorSchemes`, so MUI
// takes its "behaves exactly as v5" branch: `createTheme` returns `createThemeNoVars(options)` and `ThemeProvider`
// renders `ThemeProviderNoVars`. Both modules still import the CSS-variables branch (createThemeWithVars,
// CssVarsProvider, InitColorSchemeScript …: ~25 kB minified, ~8 kB gzip), which no bundler can drop. The plugin
// swaps exactly those two modules for the branch the portal takes; a theme that asks for CSS variables or colour
// schemes throws at start-up instead of silently losing them. tests/unit/build/mui-without-css-vars.test.ts checks
// that the stand-ins build the same theme as MUI's own modules. Build only: the dev server's pre-bundled MUI keeps
// the originals (same branch, so the same behaviour). A third stand-in leaves out `stringifyTheme`, which
// createThemeNoVars hangs on every theme as `toRuntimeSource` for Pigment CSS's build step only (~0.3 kB gzip in the
// entry chunk: /login came to 148.9 of its 148.8 kB before the list-screen kit's figures).
import type { Plugin } from 'vite';

const CREATE_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;
const THEME_PROVIDER = /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/;
const STRINGIFY_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]stringifyTheme\.mjs$/;

export const CREATE_THEME_STAND_IN = `
import createThemeNoVars from "./createThemeNoVars.mjs";
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || "colorSchemes" in options)
    throw new Error("The portal's build leaves out MUI's CSS-variables themes (scripts/build/mui-without-css-vars.ts).");
  return createThemeNoVars(options, ...args);
}
`;

export const THEME_PROVIDER_STAND_IN = `
import * as React from "react";
import ThemeProviderNoVars from "./ThemeProviderNoVars.mjs";
import THEME_ID from "./identifier.mjs";
import { jsx as _jsx } from "react/jsx-runtime";
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === "function") return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ("colorSchemes" in muiTheme)
      throw new Error("The portal's build leaves out MUI's CSS-variables themes (scripts/build/mui-without-css-vars.ts).");
    return "vars" in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`;

export const STRINGIFY_THEME_STAND_IN = `
export function stringifyTheme() {
  throw new Error("The portal's build leaves out MUI's theme stringifier, a Pigment CSS build step (scripts/build/mui-without-css-vars.ts).");
}
`;

/** The stand-in source for a module id, or undefined for every other module. */
export function standInFor(id: string): string | undefined {
  const path = id.split('?')[0] ?? id;
  if (CREATE_THEME.test(path)) return CREATE_THEME_STAND_IN;
  if (THEME_PROVIDER.test(path)) return THEME_PROVIDER_STAND_IN;
  if (STRINGIFY_THEME.test(path)) return STRINGIFY_THEME_STAND_IN;
  return undefined;
}

export function muiWithoutCssVars(): Plugin {
  let swapped = 0;
  return {
    name: 'portal:mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const source = standInFor(id);
      if (source !== undefined) swapped += 1;
      return source;
    },
    buildEnd(error) {
      // MUI moved or renamed the modules: fail loudly rather than quietly ship the larger bundle.
      if (error === undefined && swapped < 3)
        this.error(
          `mui-without-css-vars: swapped ${swapped} of 3 MUI modules; check the paths in ${import.meta.url}`,
        );
    },
  };
}
