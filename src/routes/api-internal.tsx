import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { ApiDocsPage } from '../features/api-docs/components/api-docs-page.tsx';

const entry = routeEntry('apiInternal');

// /api/internal: API, CHARGE_API, UI_API; back goes one step back (SPEC §2, via the route table's `back`).
export function ApiInternalRoute() {
  const back = useBackTarget(entry);
  return <ApiDocsPage title={entry.title} scope="internal" back={back} />;
}
