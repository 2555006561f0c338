// Axe in German: the route walk of a11y.spec.ts in a German browser (de-DE, Europe/Berlin) on the routes whose words
// come from the message catalogue (tests/helpers/converted-routes.ts), each screen module once, so a German name that
// leaves a control nameless, a label that no longer matches its field, or a wrong `lang` fails here as it would in
// English, and nothing overflows or is clipped at 1280 and 390 px. a11y.spec.ts leaves these routes' scans to this walk, so `npm test` scans each screen once, in German
// where it has German words, and the cost does not grow as screens convert; the staff-hour walk of
// `npm run test:extended` still scans every route in English.
import { convertedRoute } from '../helpers/converted-routes.ts';
import { walkRouteTable } from './route-walk.ts';

// With the layout check at 1280 and 390 px: German's real words on the converted screens in `npm test` (the
// pseudo-locale's walk of every route is the extended pass's).
walkRouteTable({
  label: 'in German',
  language: 'de',
  scan: 'each screen',
  only: convertedRoute,
  docsPaths: 8,
  layout: true,
  layoutWidths: [1280, 390],
});
