// Axe-core (every rule it has — WCAG 2.0/2.1/2.2 A and AA and its best practices — with target-size)
// on every route of the table once its data has loaded, and on the open filter dialog or panel of every screen that has one. Zero serious or critical
// violations; an exclusion needs a written reason (EXCLUSIONS in route-walk.ts). The route list is the exported table,
// so a new screen is scanned without touching this file. The routes of the shared "not available yet" page (one
// module, no data) are scanned once, on the first of them. The walk itself is route-walk.ts; here it runs at the
// reference instant (tests/e2e/fixtures.ts pins the browser and the mock to it), and `npm run test:extended` walks it
// again at the staff hour with the layout check and the whole API document (staff-hour-walk.extended.ts).
import { convertedRoute } from '../helpers/converted-routes.ts';
import { walkRouteTable } from './route-walk.ts';

// Here the docs renderer gets the documentation's first eight paths and axe scans each screen module once (every
// route is still reached and checked); the staff-hour walk gives it the whole document and scans every route. The
// routes whose words are converted are scanned in German instead (a11y-german.spec.ts), once.
walkRouteTable({ docsPaths: 8, scan: 'each screen', scanElsewhere: convertedRoute });
