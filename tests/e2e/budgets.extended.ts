// `npm run test:extended`: DESIGN §6 route JS of EVERY route in Chromium, from an empty cache until the network is
// idle, each held to its budget and to the upper bound the build computes for it (scripts/budget/route-js.ts: the
// proof that the bound `npm test` trusts for the routes it does not load is an upper bound), and each checked to
// render as itself in its chrome on a load of its own. Also the route JS of the states one click inside a route
// reaches (a panel, a dialog, a drill-down, "load all", CSV export), held to the route budget too. `npm test` loads
// only the routes the bound cannot prove (budgets.spec.ts). The tests: route-js-walk.ts.
import { measureRouteJs, reportStatesRouteJs } from './route-js-walk.ts';

measureRouteJs({ routes: 'all' });
reportStatesRouteJs();
