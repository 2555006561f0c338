import { PageHeader } from '../components/page-header.tsx';
import { UpdatedAgo } from '../components/updated-ago.tsx';
import { routeEntry } from '../config/paths.ts';
import { useHemsProviders } from '../features/hems/api/get-hems-providers.ts';
import { HemsProvidersTable } from '../features/hems/components/hems-providers-table.tsx';
import { useBackTarget } from '../components/use-back-target.ts';

const entry = routeEntry('hems');

/** /hems: the HEMS providers, each with its active sites and prepared installations. */
export function HemsRoute() {
  const providers = useHemsProviders();
  const back = useBackTarget(entry);
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle="HEMS providers"
        {...back}
        right={<UpdatedAgo what="the HEMS providers" data={providers} />}
      />
      <HemsProvidersTable state={providers} />
    </>
  );
}
