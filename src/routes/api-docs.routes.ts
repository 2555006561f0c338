import type { RouteRecord } from './route-record.ts';

/** /api: the documents list, with cards for the internal and external pages above it. */
export const apiDocsRoutes: readonly RouteRecord[] = [
  {
    id: 'apiDocs',
    title: 'API Documentation',
    // /api is no area for access: it lists the documents whoever may read one can see.
    access: { operations: ['listApiDocs'] },
    area: { intro: 'The documentation of the platform’s APIs.' },
  },
  {
    id: 'apiInternal',
    title: 'Internal API Documentation',
    back: 'history',
    access: { operations: ['listApiDocs', 'getApiDoc'], permissions: ['api-docs:internal'] },
    card: { purpose: 'The platform’s own APIs: Energy Platform, CHARGE and PARTNERPORTAL.' },
    screen: () => import('./api-internal.tsx').then((m) => m.ApiInternalRoute),
  },
  {
    id: 'apiExternal',
    title: 'External API Documentation',
    access: { operations: ['listApiDocs', 'getApiDoc'], permissions: ['api-docs:external'] },
    card: { purpose: 'The APIs for partners’ systems: APP and the ERP adapter.' },
    screen: () => import('./api-external.tsx').then((m) => m.ApiExternalRoute),
  },
  {
    id: 'apiDoc',
    title: 'API Documentation',
    access: { operations: ['getApiDoc'] },
    screen: () => import('./api-doc.tsx').then((m) => m.ApiDocRoute),
  },
];
