import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { ApiDocsPage } from '../features/api-docs/components/api-docs-page.tsx';

const entry = routeEntry('apiExternal');

// /api/external: APP_API, ERP_API.
export function ApiExternalRoute() {
  const back = useBackTarget(entry);
  return <ApiDocsPage title={entry.title} scope="external" back={back} />;
}
