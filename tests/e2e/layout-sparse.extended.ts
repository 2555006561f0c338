// The layout check at the spec's limits in `npm run test:extended`: every data screen fed a sparse answer (every
// list holds one item with every field at its least: tests/helpers/edge-answers.ts), as layout.spec.ts does with the
// longest and the emptiest in `npm test` (tests/e2e/layout-walk.ts says what is checked).
import { checkLayoutAtEdges } from './layout-walk.ts';

checkLayoutAtEdges(['sparse']);
