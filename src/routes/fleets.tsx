import { ListScreenHeader } from '../components/list-screen-header.tsx';
import { routeEntry } from './route-catalogue.ts';
import { useFleets } from '../features/fleets/api/get-fleets.ts';
import { FleetsTable } from '../features/fleets/components/fleets-table.tsx';
import { useT } from '../i18n/display-preferences.ts';

const entry = routeEntry('fleets');

/** /fleet: every fleet, each opening the list of its sites. */
export function FleetsRoute() {
  const t = useT();
  const fleets = useFleets();
  return (
    <>
      <ListScreenHeader entry={entry} subtitle={t('fleets.subtitle')} what={t('fleets.what')} data={fleets} />
      <FleetsTable state={fleets} />
    </>
  );
}
