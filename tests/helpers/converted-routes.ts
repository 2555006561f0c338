// The routes whose words come from the message catalogue: the public pages (sign-in, the footer), home (the shell)
// and every route whose record names the catalogue areas of its screen's words (`words`, src/routes/*.routes.ts). A
// route joins by itself when its record names its words. Axe scans these in German (a11y-german.spec.ts) and the
// others in English (a11y.spec.ts); the extended pass's staff-hour walk scans every route in English.
import type { appRouteTable } from '../../src/app/route-table.tsx';
import { routeRecord } from '../../src/routes/route-catalogue.ts';

type Route = (typeof appRouteTable)[number];

export const convertedRoute = (route: Route): boolean =>
  route.access === 'public' || route.pattern === '/' || (routeRecord(route.id).words ?? []).length > 0;
