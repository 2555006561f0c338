import isPropValid from '@emotion/is-prop-valid';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { RedocStandalone, type RedocRawOptions } from 'redoc';
import { StyleSheetManager } from 'styled-components';
import type { OpenApiDocument } from '../api/get-api-doc.ts';
import { installTrustedTypesPolicy } from './trusted-types.ts';

installTrustedTypesPolicy();

// styled-components 6 hands every prop to the DOM element; Redoc's styled elements carry layout props of their own,
// which React would report as unknown attributes. Only valid HTML attributes reach a DOM element.
const forwardProp = (prop: string, target: unknown) => typeof target !== 'string' || isPropValid(prop);

/**
 * A reference to read, offline: no search (its index runs in a Web Worker made from a blob: URL, which the CSP's
 * script-src and Trusted Types refuse), no download button, nothing sent from here. Fonts are the portal's own.
 */
function redocOptions(fontFamily: string, primary: string): RedocRawOptions {
  return {
    disableSearch: true,
    hideDownloadButtons: true,
    hideLoading: true,
    nativeScrollbars: true,
    // The document may come from any team: Redoc runs its Markdown through DOMPurify (and the page's default
    // Trusted Types policy sanitizes it once more).
    sanitize: true,
    // The portal's header scrolls away with the page: the side menu sticks to the top of the window.
    scrollYOffset: 0,
    expandResponses: '',
    jsonSamplesExpandLevel: 2,
    // WCAG AA contrast on the portal's grey page: Redoc's greys, reds and greens fall just below 4.5:1 (type names
    // such as "Array of" in 90 % of #666; response titles on a 7 % tint of their colour; inline code in #e53935);
    // these darker shades pass.
    theme: {
      schema: { typeNameColor: '#4a4a4a' },
      typography: {
        fontFamily,
        headings: { fontFamily },
        code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', color: '#b71c1c' },
        links: { color: primary },
      },
      colors: {
        primary: { main: primary },
        // The samples' tabs sit on the dark right panel: light shades there.
        responses: {
          success: { color: '#14591c', tabTextColor: '#81c784' },
          error: { color: '#a31515', tabTextColor: '#ff8a80' },
          redirect: { color: '#7a4d00', tabTextColor: '#ffcc80' },
          info: { color: primary, tabTextColor: '#90caf9' },
        },
      },
    },
  };
}

/**
 * DESIGN §3: the OpenAPI document rendered by a maintained renderer (Redoc), bundled in this lazy chunk rather than
 * loaded from a remote script. Its styled-components styles carry the page's CSP nonce, as Emotion's do:
 * styled-components reads it from the `<meta property="csp-nonce">` the server fills in (src/app/csp-nonce.ts), the
 * element Vite's chunk preloader reads too.
 */
export function OpenApiRenderer({ document: apiDocument }: { document: OpenApiDocument }) {
  const theme = useTheme();
  const options = useMemo(
    () => redocOptions(String(theme.typography.fontFamily), theme.palette.primary.main),
    [theme],
  );
  return (
    <Box
      sx={{
        // Redoc pads its panes by 20 px: pulled out by as much on a wide page, by the main area's 16 px on a phone
        // (20 there made the page scroll sideways by 4 px).
        mx: { xs: -2, sm: -2.5 },
        // Redoc titles the document with an h1; the page already has one (the header shows this title).
        '& .api-info > h1': { display: 'none' },
        // WCAG 2.2 target size (DESIGN §5): the JSON samples' expand/collapse buttons are 15 px on lines 20 px
        // apart; 24 px buttons on lines at least 24 px apart, the sign still centred where it was.
        '& .redoc-json li': { lineHeight: '24px' },
        '& .redoc-json .collapser': { width: 24, height: 24, top: 0, left: 'calc(-1.5em - 4.5px)' },
      }}
      data-testid="openapi-document"
      // The document inside is Redoc's own layout (its three panes and code samples size themselves): the layout
      // check of the route walk leaves its boxes alone and still fails a page that scrolls sideways.
      data-layout-check="skip"
    >
      <StyleSheetManager shouldForwardProp={forwardProp}>
        <RedocStandalone spec={apiDocument} options={options} />
      </StyleSheetManager>
    </Box>
  );
}
