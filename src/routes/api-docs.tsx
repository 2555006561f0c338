import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { useBackTarget } from '../components/use-back-target.ts';
import type { RouteId } from '../config/paths.ts';
import { AREAS, routeEntry } from './route-catalogue.ts';
import { ApiDocsPage } from '../features/api-docs/components/api-docs-page.tsx';
import { AreaSections } from '../features/areas/components/area-sections.tsx';

const entry = routeEntry('apiDocs');
const NO_FIGURES = {};

/**
 * /api: cards for the internal and external pages, then a button for every API that has
 * documentation. `hasContent` is the route table's (src/app/shell-routes.tsx hands it in).
 */
export function apiDocsScreen(hasContent: (route: RouteId) => boolean): ComponentType {
  return function ApiDocsRoute() {
    const back = useBackTarget(entry);
    const lead = (
      <Box sx={{ mb: 3 }}>
        <AreaSections
          area={AREAS.apiDocs}
          name={entry.title}
          hasContent={hasContent}
          figures={NO_FIGURES}
          quietWhenEmpty
        />
      </Box>
    );
    return <ApiDocsPage title={entry.title} scope="all" back={back} lead={lead} />;
  };
}
