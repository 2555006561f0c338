import { ListScreenHeader } from '../components/list-screen-header.tsx';
import { routeEntry } from './route-catalogue.ts';
import { useHemsProviders } from '../features/hems/api/get-hems-providers.ts';
import { HemsProvidersTable } from '../features/hems/components/hems-providers-table.tsx';
import { useT } from '../i18n/display-preferences.ts';

const entry = routeEntry('hems');

/** /hems: the HEMS providers, each with its active sites and prepared installations. */
export function HemsRoute() {
  const t = useT();
  const providers = useHemsProviders();
  return (
    <>
      <ListScreenHeader
        entry={entry}
        subtitle={t('fleets.hems.subtitle')}
        what={t('fleets.hems.what')}
        data={providers}
      />
      <HemsProvidersTable state={providers} />
    </>
  );
}
