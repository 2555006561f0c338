import { useParams } from 'react-router-dom';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { ApiDocPage } from '../features/api-docs/components/api-doc-page.tsx';

const entry = routeEntry('apiDoc');

// /api/:apiKey — keyed by the key so another API starts from its own loading state.
export function ApiDocRoute() {
  const { apiKey = '' } = useParams();
  const back = useBackTarget(entry);
  return <ApiDocPage key={apiKey} apiKey={apiKey} back={back} />;
}
