// The layout check at the spec's limits in `npm test`: every data screen fed the longest and the emptiest answer the
// spec allows (tests/e2e/layout-walk.ts says what is checked); the sparse answer is layout-sparse.extended.ts's.
import { checkLayoutAtEdges } from './layout-walk.ts';

checkLayoutAtEdges(['longest', 'emptiest']);
