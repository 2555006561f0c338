import { createTheme } from '@mui/material/styles';

/** The portal's one MUI theme. Public pages sit on black (SPEC §1); see public-layout.tsx. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b5394' },
    secondary: { main: '#00796b' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    // MUI's white text on its orange fails WCAG AA (about 3:1); dark text on it passes (about 6.5:1).
    warning: { main: '#ed6c02', contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    // Labels read as the SPEC writes them ('ERP API Adapter', 'Cancel', 'In-Progress'): MUI upper-cases this
    // variant, and Button, ToggleButton, Tab and Fab all take their text style from it.
    button: { textTransform: 'none' },
  },
  components: {
    // WCAG 2.2 target size: every clickable thing at least 24 px (DESIGN §5, axe target-size).
    MuiIconButton: { styleOverrides: { root: { minWidth: 40, minHeight: 40 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

/** Colours of the black public pages, chosen for AA contrast on black. */
export const publicColors = Object.freeze({
  background: '#000000',
  text: '#f5f5f5',
  mutedText: '#bdbdbd',
  link: '#90caf9',
});
