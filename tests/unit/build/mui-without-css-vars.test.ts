import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import createThemeNoVars from '../../../node_modules/@mui/material/styles/createThemeNoVars.mjs';
import { standInFor } from '../../../scripts/build/mui-without-css-vars.ts';
import { theme } from '../../../src/app/theme.ts';

// The build swaps MUI's createTheme and ThemeProvider for the branch the portal takes (no CSS variables, no colour
// schemes). These tests pin that it is that branch: the stand-in builds the very theme MUI's own createTheme builds.

const themeOptions = (built: object) => JSON.parse(JSON.stringify(built)) as unknown;

describe('mui-without-css-vars', () => {
  it('swaps exactly the three MUI modules and nothing else', () => {
    expect(standInFor('/x/node_modules/@mui/material/styles/createTheme.mjs')).toContain('createThemeNoVars');
    expect(standInFor('/x/node_modules/@mui/material/styles/ThemeProvider.mjs?v=1')).toContain(
      'ThemeProviderNoVars',
    );
    expect(standInFor('/x/node_modules/@mui/material/styles/stringifyTheme.mjs')).toContain('stringifyTheme');
    for (const other of [
      '/x/node_modules/@mui/material/styles/createThemeNoVars.mjs',
      '/x/node_modules/@mui/material/styles/ThemeProviderWithVars.mjs',
      '/x/node_modules/@mui/system/createTheme/createTheme.mjs',
      '/x/src/app/theme.ts',
    ])
      expect(standInFor(other)).toBeUndefined();
  });

  it("MUI's createTheme takes the no-variables branch for the portal's theme and for MUI's default theme", () => {
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme).toBe(false);
    expect(themeOptions(createThemeNoVars())).toEqual(themeOptions(createTheme()));
  });

  it('the stand-in refuses a theme that asks for CSS variables or colour schemes', async () => {
    const source = standInFor('/node_modules/@mui/material/styles/createTheme.mjs') ?? '';
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(source.replace('./createThemeNoVars.mjs', 'data:text/javascript,export default (o) => ({ built: o })'))}`
    )) as { default: (options?: object) => unknown };
    expect(module.default({ palette: { mode: 'light' } })).toEqual({ built: { palette: { mode: 'light' } } });
    expect(() => module.default({ cssVariables: true })).toThrow(/CSS-variables/);
    expect(() => module.default({ colorSchemes: { dark: true } })).toThrow(/CSS-variables/);
  });
});
