// DESIGN §6 route JS in `npm test`: every route is either proven within its budget by the build's upper bound
// (scripts/budget/route-js.ts, whose table `test:build` prints) or measured here in Chromium, from an empty cache until
// the network is idle; /login is always measured, the cross-check of the bound on the tightest budget (its figure
// must be within the bound too). The full browser pass over every route, each also held to its bound and checked to
// render as itself in its chrome on a load of its own, is budgets.extended.ts (`npm run test:extended`); the
// reported states inside a route are there too. route-walk.ts (a11y.spec.ts) checks every route renders as itself
// inside the app. The tests themselves: route-js-walk.ts.
import { measureRouteJs } from './route-js-walk.ts';

measureRouteJs({ routes: 'unproven' });
