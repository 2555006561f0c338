// Axe in German: the route walk of a11y.spec.ts again in a German browser (de-DE, Europe/Berlin), on the routes whose
// words come from the message catalogue — the public pages (sign-in, footer), home, and every route whose record
// names the areas of its screen's words (`words`, src/routes/*.routes.ts) — so a German name that leaves a control
// nameless, a label that no longer matches, or a `lang` that is wrong fails here as it would in English. The shell
// and the lists' shared words are on every route; the screens not converted yet read English in German too and are
// scanned in English by a11y.spec.ts. A route joins this walk by itself when its record names its words.
import { routeRecord } from '../../src/routes/route-catalogue.ts';
import type { appRouteTable } from '../../src/app/route-table.tsx';
import { walkRouteTable } from './route-walk.ts';

type Route = (typeof appRouteTable)[number];

/** The routes whose own words are in the catalogue. */
export const convertedRoute = (route: Route): boolean =>
  route.access === 'public' || route.pattern === '/' || (routeRecord(route.id).words ?? []).length > 0;

walkRouteTable({ label: 'in German', language: 'de', scan: 'every', only: convertedRoute });
