import type { RouteRecord } from './route-record.ts';

/** /api: the documents list, with cards for the internal and external pages above it. */
export const apiDocsRoutes: readonly RouteRecord[] = [
  {
    id: 'apiDocs',
    title: 'route.apiDocumentation',
    // /api is no area for access: it lists the documents whoever may read one can see.
    access: { operations: ['listApiDocs'] },
    area: { intro: 'areas.intro.apiDocs' },
    words: ['api-docs'],
  },
  {
    id: 'apiInternal',
    title: 'route.internalApiDocumentation',
    back: 'history',
    access: { operations: ['listApiDocs', 'getApiDoc'], permissions: ['api-docs:internal'] },
    card: { purpose: 'areas.purpose.apiInternal' },
    screen: () => import('./api-internal.tsx').then((m) => m.ApiInternalRoute),
    words: ['api-docs'],
  },
  {
    id: 'apiExternal',
    title: 'route.externalApiDocumentation',
    access: { operations: ['listApiDocs', 'getApiDoc'], permissions: ['api-docs:external'] },
    card: { purpose: 'areas.purpose.apiExternal' },
    screen: () => import('./api-external.tsx').then((m) => m.ApiExternalRoute),
    words: ['api-docs'],
  },
  {
    id: 'apiDoc',
    title: 'route.apiDocumentation',
    access: { operations: ['getApiDoc'] },
    screen: () => import('./api-doc.tsx').then((m) => m.ApiDocRoute),
    words: ['api-docs'],
  },
];
