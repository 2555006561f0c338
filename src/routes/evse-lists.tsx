import { useParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { paths } from '../config/paths.ts';
import { routeEntry } from './route-catalogue.ts';
import { EvseList } from '../features/evses/components/evse-list.tsx';
import { FleetEvseSummary } from '../features/evses/components/fleet-evse-summary.tsx';
import { useFleetName, useFleets } from '../features/fleets/api/get-fleets.ts';
import { shortId } from './breadcrumb-trail.ts';
import { evseSiteHref } from '../features/evses/hooks/evse-mounts.ts';
import { useT } from '../i18n/display-preferences.ts';

/** /assets/evses: every charger. */
export function AssetsEvsesRoute() {
  const t = useT();
  const entry = routeEntry('assetsEvses');
  const fleets = useFleets();
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('chargers.everyCharger')} {...useBackTarget(entry)} />
      <EvseList
        fleets={fleets.status === 'error' ? [] : fleets.data}
        hrefOf={(row) => paths.assetsEvseStatus({ evseUuid: row.evseUuid })}
        siteHrefOf={(row) => evseSiteHref(row)}
      />
    </>
  );
}

/**
 * /sales/your-evses: the chargers of the signed-in salesperson's customers — the sites they are the account owner of —
 * customer and model first (listYourEvses). Each links to its detail under /sales/your-evses.
 */
export function SalesYourEvsesRoute() {
  const t = useT();
  const entry = routeEntry('salesYourEvses');
  const fleets = useFleets();
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('chargers.yoursSubtitle')} {...useBackTarget(entry)} />
      <EvseList
        fleets={fleets.status === 'error' ? [] : fleets.data}
        salesOrder
        source="yours"
        hrefOf={(row) => paths.salesEvseOverview({ evseUuid: row.evseUuid })}
        siteHrefOf={(row) => evseSiteHref(row)}
      />
    </>
  );
}

/**
 * The header of a fleet's charger lists: the fleet by its name (the fleets the portal holds), by a short id while it
 * is not known; its crumb above says the name too.
 */
function FleetEvsesHeader({
  id,
  fleetUuid,
}: {
  id: 'fleetAllEvses' | 'fleetEvsesOverview';
  fleetUuid: string;
}) {
  const t = useT();
  const entry = routeEntry(id);
  const name = useFleetName(fleetUuid);
  return (
    <PageHeader
      title={
        name === undefined
          ? entry.title
          : t(id === 'fleetAllEvses' ? 'chargers.fleetAll' : 'chargers.fleetEvses', { name })
      }
      subtitle={t('chargers.fleetSubtitle', { id: name === undefined ? shortId(fleetUuid) : fleetUuid })}
      {...useBackTarget(entry)}
      {...(name === undefined ? {} : { names: { [fleetUuid]: name } })}
    />
  );
}

/** /fleet/{fleetUuid}/evses-overview/all-evses: the fleet's chargers. */
export function FleetAllEvsesRoute() {
  const { fleetUuid = '' } = useParams();
  return (
    <>
      <FleetEvsesHeader id="fleetAllEvses" fleetUuid={fleetUuid} />
      <EvseList
        fleetUuid={fleetUuid}
        hrefOf={(row) =>
          // A fleet's chargers are its sites' chargers, so they have a site.
          paths.fleetEvseOverview({
            fleetUuid,
            subUuid: row.site?.subscription ?? '',
            evseUuid: row.evseUuid,
          })
        }
        siteHrefOf={(row) => evseSiteHref(row, fleetUuid)}
      />
    </>
  );
}

/** /fleet/{fleetUuid}/evses-overview: the fleet's chargers counted. */
export function FleetEvsesOverviewRoute() {
  const { fleetUuid = '' } = useParams();
  return (
    <>
      <FleetEvsesHeader id="fleetEvsesOverview" fleetUuid={fleetUuid} />
      <FleetEvseSummary
        fleetUuid={fleetUuid}
        listHref={(search) => `${paths.fleetAllEvses({ fleetUuid })}${search}`}
      />
    </>
  );
}
