import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from '../config/route-meta.ts';
import { ApiDocsPage } from '../features/api-docs/components/api-docs-page.tsx';

const entry = routeEntry('apiDocs');

// /api: a button for every API that has documentation.
export function ApiDocsRoute() {
  const back = useBackTarget(entry);
  return <ApiDocsPage title={entry.title} scope="all" back={back} />;
}
