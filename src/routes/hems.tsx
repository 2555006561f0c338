import { ListScreenHeader } from '../components/list-screen-header.tsx';
import { routeEntry } from './route-catalogue.ts';
import { useHemsProviders } from '../features/hems/api/get-hems-providers.ts';
import { HemsProvidersTable } from '../features/hems/components/hems-providers-table.tsx';

const entry = routeEntry('hems');

/** /hems: the HEMS providers, each with its active sites and prepared installations. */
export function HemsRoute() {
  const providers = useHemsProviders();
  return (
    <>
      <ListScreenHeader entry={entry} subtitle="HEMS providers" what="the HEMS providers" data={providers} />
      <HemsProvidersTable state={providers} />
    </>
  );
}
