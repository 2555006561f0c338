// `npm run test:extended`: the whole route walk of a11y.spec.ts again at the staff hour
// (scripts/mock/instants.ts: Tuesday 3 Nov 2026, 10:40 in Europe/Berlin; the browser's clock and the mock's dataset
// both there), where the screens whose content depends on "now" show what staff meet every day — today's energy with
// data, chargers seen minutes ago, problems opened this morning, the fleet's days up to yesterday — with the layout
// check on every screen as well as axe. About as long as the a11y walk plus the layout check: too long
// for `npm test`'s 10 minutes beside it; staff-hour.spec.ts keeps the five "now" screens there.
import { test } from './fixtures.ts';
import { walkRouteTable } from './route-walk.ts';

test.use({ instant: 'staff-hour' });

walkRouteTable({ label: 'at the staff hour', layout: true });
