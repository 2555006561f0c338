import Box from '@mui/material/Box';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import type { OpenApiDocument } from '../api/get-api-doc.ts';
import { installTrustedTypesPolicy } from './trusted-types.ts';

installTrustedTypesPolicy();

// A reference to read, not a console: nothing is sent from here, so there is nothing to authorize either.
const readOnly = () => ({ components: { authorizeBtn: () => null } });
const plugins = [readOnly];
const NO_SUBMIT: readonly string[] = [];

/**
 * DESIGN §3: the OpenAPI document rendered by a maintained renderer (swagger-ui-react), bundled in this lazy
 * chunk rather than loaded from a remote script. Operations start collapsed, each showing its summary.
 */
export function OpenApiRenderer({ document }: { document: OpenApiDocument }) {
  return (
    <Box
      sx={{
        mx: -2.5,
        '& .swagger-ui .information-container': { pt: 0 },
        // The renderer titles the document with an h1; the page already has one (the header shows this title).
        '& .swagger-ui .info hgroup.main > h1.title': { display: 'none' },
        // Read-only reference: no request is sent, so the servers picker has no use (and ships without a label).
        '& .swagger-ui .scheme-container': { display: 'none' },
        // WCAG AA contrast: the renderer's white-on-pastel method badges and light-blue links fall below 4.5:1.
        '& .swagger-ui .opblock .opblock-summary-method': {
          color: 'rgba(0, 0, 0, 0.87)',
          textShadow: 'none',
        },
        '& .swagger-ui a.link, & .swagger-ui .info a': { color: '#0b5394' },
      }}
      data-testid="openapi-document"
    >
      <SwaggerUI
        spec={document}
        docExpansion="list"
        defaultModelsExpandDepth={0}
        supportedSubmitMethods={NO_SUBMIT}
        tryItOutEnabled={false}
        deepLinking={false}
        plugins={plugins}
      />
    </Box>
  );
}
