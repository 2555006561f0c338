import { ListScreenHeader } from '../components/list-screen-header.tsx';
import { routeEntry } from './route-catalogue.ts';
import { useFleets } from '../features/fleets/api/get-fleets.ts';
import { FleetsTable } from '../features/fleets/components/fleets-table.tsx';

const entry = routeEntry('fleets');

/** /fleet: every fleet, each opening the list of its sites. */
export function FleetsRoute() {
  const fleets = useFleets();
  return (
    <>
      <ListScreenHeader entry={entry} subtitle="Fleets and their sites" what="the fleets" data={fleets} />
      <FleetsTable state={fleets} />
    </>
  );
}
