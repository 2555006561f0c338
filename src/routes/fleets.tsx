import { PageHeader } from '../components/page-header.tsx';
import { UpdatedAgo } from '../components/updated-ago.tsx';
import { routeEntry } from '../config/paths.ts';
import { useBackTarget } from '../components/use-back-target.ts';
import { useFleets } from '../features/fleets/api/get-fleets.ts';
import { FleetsTable } from '../features/fleets/components/fleets-table.tsx';

const entry = routeEntry('fleets');

/** /fleet: every fleet, each opening the list of its sites. */
export function FleetsRoute() {
  const fleets = useFleets();
  const back = useBackTarget(entry);
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle="Fleets and their sites"
        {...back}
        right={<UpdatedAgo what="the fleets" data={fleets} />}
      />
      <FleetsTable state={fleets} />
    </>
  );
}
