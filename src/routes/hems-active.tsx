import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { paths } from '../config/paths.ts';
import { routeEntry } from './route-catalogue.ts';
import { useFleets } from '../features/fleets/api/get-fleets.ts';
import { useHemsProviders } from '../features/hems/api/get-hems-providers.ts';
import { ProviderSitesList } from '../features/sites/components/provider-sites-list.tsx';
import { useT } from '../i18n/display-preferences.ts';
import { errorText } from '../i18n/error-text.ts';

const entry = routeEntry('hemsActive');

/** /hems/active/:id: one HEMS provider's sites (the provider's name and the fleets come from their own features). */
export function HemsActiveRoute() {
  const { id = '' } = useParams();
  const t = useT();
  const providers = useHemsProviders();
  const fleets = useFleets();
  const provider = providers.data?.find((candidate) => candidate.id === id);
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle={provider === undefined ? id : `${provider.name} (${provider.id})`}
        backTo={paths.hems()}
        right={
          <Button
            variant="outlined"
            component={RouterLink}
            to={paths.hemsPrepared({ id })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('sites.prepared')}
          </Button>
        }
      />
      {fleets.status === 'error' ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={fleets.retry}>
              {t('sites.tryAgain')}
            </Button>
          }
        >
          {t('sites.fleetsFailed', { message: errorText(fleets.error) })}
        </Alert>
      ) : null}
      <ProviderSitesList
        key={id}
        hemsId={id}
        {...(provider === undefined ? {} : { providerName: provider.name })}
        fleets={fleets.data ?? []}
        fleetsPending={fleets.status === 'loading'}
      />
    </>
  );
}
