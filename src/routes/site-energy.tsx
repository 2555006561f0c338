import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, Outlet, useMatches, useParams } from 'react-router-dom';
import { storeSubscriptionToken } from '../auth/session-storage.ts';
import { useStoredSession } from '../auth/use-stored-session.ts';
import { LoadErrorAlert } from '../components/load-error-alert.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ProgressLine } from '../components/progress-line.tsx';
import { paths } from '../config/paths.ts';
import { SITE_ENERGY_ROUTES, SITE_ENERGY_SECTIONS, siteEnergyHref } from '../config/site-energy-paths.ts';
import type { MessageKey } from '../i18n/catalogue-types.ts';
import { useT } from '../i18n/display-preferences.ts';
import { useFleetName } from '../features/fleets/api/get-fleets.ts';
import { useSiteDetail } from '../features/site-detail/api/get-site-detail.ts';
import { shortId } from './breadcrumb-trail.ts';
import { useSiteEnergyAssets } from '../features/site-energy/api/get-site-energy-assets.ts';
import { SiteEnergyHeader } from '../features/site-energy/components/site-energy-header.tsx';
import { withLoadTimeout } from '../components/with-load-timeout.ts';

// The bare site URL shows the history in place; loaded lazily so that the other tabs' routes do not carry it.
const EnergyHistoryView = lazy(
  withLoadTimeout(() =>
    import('../features/site-energy/components/energy-history-view.tsx').then((module) => ({
      default: module.EnergyHistoryView,
    })),
  ),
);

export interface SiteEnergyOutletContext {
  readonly subUuid: string;
  readonly timeZone: string;
  /** The subscription token is stored: the site's energy calls may go out. */
  readonly scoped: boolean;
}

/** The tabs' names (site-energy-paths.ts has them in English). */
const SECTION_WORDS: Readonly<Record<(typeof SITE_ENERGY_SECTIONS)[number], MessageKey>> = {
  history: 'energy.tab.history',
  telemetry: 'energy.tab.telemetry',
  live: 'energy.tab.live',
};

/** Where the screen is mounted: in one of the site's fleets, or on the site's own page (every site has one). */
type Mount =
  | { readonly kind: 'fleet'; readonly fleetUuid: string; readonly heldFleetName?: string }
  | {
      readonly kind: 'site';
    };

/**
 * /fleet/{fleetUuid}/subscription/{subUuid}: the site's energy and assets within a fleet. The fleet's crumb by its
 * name: the site's own fleets say it, else the fleets the portal holds.
 */
export function FleetSubscriptionRoute() {
  const { fleetUuid = '', subUuid = '' } = useParams();
  const heldFleetName = useFleetName(fleetUuid);
  return (
    <SiteEnergyScreen
      subUuid={subUuid}
      mount={{ kind: 'fleet', fleetUuid, ...(heldFleetName === undefined ? {} : { heldFleetName }) }}
    />
  );
}

/** /site/{subUuid}/energy: the same screen on the site's own page, for a site in any fleet or in none. */
export function SiteEnergyRoute() {
  const { subUuid = '' } = useParams();
  return <SiteEnergyScreen subUuid={subUuid} mount={{ kind: 'site' }} />;
}

/**
 * A site's energy and assets, in either mount. Opening it stores the site's subscription token (sent as
 * X-Subscription-Token by the client); leaving it removes the token (sign-out removes every key).
 */
function SiteEnergyScreen({ subUuid, mount }: { readonly subUuid: string; readonly mount: Mount }) {
  const t = useT();
  const detail = useSiteDetail(subUuid, 'subscription');
  const token = detail.status === 'ready' ? detail.detail.subscriptionToken : undefined;
  useEffect(() => {
    if (token === undefined) return;
    storeSubscriptionToken(token);
    return () => {
      storeSubscriptionToken(null);
    };
  }, [token]);
  // The energy calls wait until the stored token is the site's, so the first of them already carries it.
  const stored = useStoredSession().subscriptionToken;
  const scoped = token !== undefined && stored === token;
  const assets = useSiteEnergyAssets(subUuid, scoped);
  const childId = useMatches().at(-1)?.id;
  const routes = SITE_ENERGY_ROUTES[mount.kind];
  const fleetUuid = mount.kind === 'fleet' ? mount.fleetUuid : undefined;
  // The bare screen URL shows the first tab, the energy history.
  const active =
    SITE_ENERGY_SECTIONS.find((section) => routes[section] === childId) ?? SITE_ENERGY_SECTIONS[0];
  const site = detail.status === 'ready' ? detail.detail.site : null;
  const timeZone = assets.status === 'ready' ? assets.data.timeZone : null;
  const fleetNameOf =
    mount.kind === 'fleet'
      ? (site?.fleets.find((fleet) => fleet.uuid === mount.fleetUuid)?.name ?? mount.heldFleetName)
      : undefined;
  // The crumbs above name the site and its fleet, never their UUIDs.
  const names = {
    ...(site === null ? {} : { [subUuid]: site.userReference }),
    ...(fleetUuid === undefined || fleetNameOf === undefined ? {} : { [fleetUuid]: fleetNameOf }),
  };
  return (
    <>
      <PageHeader
        names={names}
        title={site ? t('energy.title', { site: site.userReference }) : t('energy.titleLoading')}
        subtitle={
          site ? (
            <>
              {t('energy.gateway', { gateway: site.gatewayId })}
              <RouterLink to={paths.site({ subUuid })}>{t('energy.masterData')}</RouterLink>
            </>
          ) : (
            t('energy.subscription', { id: shortId(subUuid) })
          )
        }
        backTo={fleetUuid === undefined ? paths.site({ subUuid }) : paths.fleet({ fleet_uuid: fleetUuid })}
      />
      {detail.status === 'loading' ? <ProgressLine aria-label={t('energy.loadingSite')} /> : null}
      {detail.status === 'error' ? (
        <LoadErrorAlert
          title={detail.error.status === 404 ? t('energy.noSite', { subUuid }) : t('energy.siteFailed')}
          error={detail.error}
          onRetry={detail.retry}
        />
      ) : null}
      {detail.status === 'mismatch' ? (
        <Alert severity="warning">{t('energy.mismatch', { answered: detail.answered })}</Alert>
      ) : null}
      {site ? (
        <SiteEnergyHeader
          site={site}
          assets={assets}
          chargerHref={(evseUuid) =>
            fleetUuid === undefined
              ? paths.assetsEvseStatus({ evseUuid })
              : paths.fleetEvseOverview({ fleetUuid, subUuid: site.subscription, evseUuid })
          }
        />
      ) : null}
      {site ? (
        <Tabs
          // Scrolls sideways with arrows where its four tabs do not fit (a phone, longer words); MUI's Tabs carries
          // its scroll buttons in any case, so this costs no code.
          value={active}
          aria-label={t('energy.views')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          {SITE_ENERGY_SECTIONS.map((section) => (
            <Tab
              key={section}
              value={section}
              label={t(SECTION_WORDS[section])}
              component={RouterLink}
              to={siteEnergyHref(section, subUuid, fleetUuid)}
            />
          ))}
        </Tabs>
      ) : null}
      {assets.status === 'error' ? (
        <LoadErrorAlert title={t('energy.assetsFailed')} error={assets.error} onRetry={assets.retry} />
      ) : null}
      {site && timeZone && childId === routes.screen ? (
        <Suspense fallback={<ProgressLine aria-label={t('energy.loadingHistory')} />}>
          <EnergyHistoryView subUuid={subUuid} timeZone={timeZone} enabled={scoped} />
        </Suspense>
      ) : null}
      {site && timeZone && childId !== routes.screen ? (
        <Outlet context={{ subUuid, timeZone, scoped } satisfies SiteEnergyOutletContext} />
      ) : null}
    </>
  );
}
