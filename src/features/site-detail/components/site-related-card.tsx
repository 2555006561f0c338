import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCanOpen, useCanOpenHref } from '../../../auth/use-can.ts';
import { DetailCard } from '../../../components/detail-card.tsx';
import { paths } from '../../../config/paths.ts';
import { siteEnergyHref } from '../../../config/site-energy-paths.ts';
import { fleetName } from '../../../domain/sites/fleets-str.ts';
import { rowKeys } from '../../../domain/lists/row-keys.ts';
import type { SiteDetail } from '../api/get-site-detail.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { t } from '../../../i18n/i18n.ts';

const SEP = { mx: 0.75, color: 'text.secondary' } as const;

interface EnergyLink {
  label: string;
  href: string;
}

/**
 * The energy pages of a site: in a fleet (SPEC §2: under /fleet/{fleetUuid}/subscription/{subUuid}), or, for a site
 * in no fleet, on its own page (/site/{subUuid}/energy).
 */
function energyLinks(subUuid: string, fleetUuid?: string): EnergyLink[] {
  return [
    { label: t('siteDetail.energyHistory'), href: siteEnergyHref('history', subUuid, fleetUuid) },
    { label: t('siteDetail.telemetry'), href: siteEnergyHref('telemetry', subUuid, fleetUuid) },
    { label: t('siteDetail.liveView'), href: siteEnergyHref('live', subUuid, fleetUuid) },
  ];
}

/** One set of energy links; `named`: the fleet's name said in each link's name (a site in several fleets). */
function EnergyLinks({ links, named }: { links: readonly EnergyLink[]; named?: string }) {
  return links.map((link, linkIndex) => (
    // An inline block: a line breaks between the links, the separator stays with its link, and a link longer than
    // the column (a narrow screen, German's longer words) wraps inside itself instead of overflowing the card.
    <span key={link.label} style={{ display: 'inline-block', maxWidth: '100%' }}>
      {linkIndex > 0 ? (
        <Typography component="span" aria-hidden sx={SEP}>
          ·
        </Typography>
      ) : null}
      <Link
        component={RouterLink}
        to={link.href}
        {...(named === undefined
          ? {}
          : { 'aria-label': t('siteDetail.inFleet', { link: link.label, fleet: named }) })}
      >
        {link.label}
      </Link>
    </span>
  ));
}

/**
 * Where else this site is: its gateway and its installation's devices when the answer names
 * their keys, and its energy history, telemetry and live view in each of its fleets (on its own page when in none),
 * each only when the person may open it (one line says so when none is). A key the answer does not
 * carry is not guessed: without `installation`, the gateway is found by its id in the gateway search.
 */
export function SiteRelatedCard({ detail }: { detail: SiteDetail }) {
  const { site, installation } = detail;
  useT();
  const fleetKeys = rowKeys(site.fleets, (f) => f.uuid);
  const mayOpenVpp = useCanOpen('installVpp');
  const canOpenHref = useCanOpenHref();
  // One set of links per fleet of the site (on its own page when in none), each only with the pages the person may
  // open; a set with none is left out.
  const energySets = (
    site.fleets.length === 0
      ? [{ key: site.subscription, fleet: undefined, links: energyLinks(site.subscription) }]
      : site.fleets.map((fleet, index) => ({
          key: fleetKeys[index] ?? fleet.uuid,
          fleet,
          links: energyLinks(site.subscription, fleet.uuid),
        }))
  )
    .map((set) => ({ ...set, links: set.links.filter((link) => canOpenHref(link.href)) }))
    .filter((set) => set.links.length > 0);
  const several = site.fleets.length > 1;
  // The site's row in the VPP list: its enrolment state and what holds it back.
  const vpp = mayOpenVpp
    ? [
        {
          label: t('siteDetail.vpp'),
          value: (
            <Link
              component={RouterLink}
              to={`${paths.installVpp()}?${new URLSearchParams({ q: site.userReference }).toString()}`}
            >
              {t('siteDetail.vppEnrolment', { site: site.userReference })}
            </Link>
          ),
        },
      ]
    : [];
  return (
    <DetailCard
      title={t('siteDetail.related')}
      fields={[
        {
          label: t('siteDetail.relatedGateway'),
          mono: true,
          value:
            installation !== undefined ? (
              <Link
                component={RouterLink}
                to={paths.assetsGateway({
                  hemsLogicalId: installation.hemsLogicalId,
                  hemGatewayId: installation.hemGatewayId,
                })}
              >
                {installation.hemGatewayId}
              </Link>
            ) : (
              <Link
                component={RouterLink}
                to={`${paths.assetsSearchGateways()}?${new URLSearchParams({ q: site.gatewayId }).toString()}`}
                aria-label={t('siteDetail.searchGateway', { gateway: site.gatewayId })}
              >
                {site.gatewayId}
              </Link>
            ),
        },
        {
          label: t('siteDetail.installation'),
          value:
            installation !== undefined ? (
              <Link
                component={RouterLink}
                to={paths.assetsGatewayDevices({ installationUuid: installation.installationUuid })}
              >
                {t('siteDetail.gatewayDevices')}
              </Link>
            ) : (
              t('siteDetail.notNamed')
            ),
        },
        {
          label: t('siteDetail.energy'),
          value:
            energySets.length === 0 ? (
              t('siteDetail.noEnergyPages')
            ) : (
              <Typography
                component="ul"
                variant="body2"
                sx={{ m: 0, p: 0, listStyle: 'none' }}
                aria-label={t('siteDetail.energyPages')}
              >
                {energySets.map(({ key, fleet, links }) => (
                  <li key={key}>
                    {several && fleet !== undefined ? `${fleetName(fleet)}: ` : null}
                    <EnergyLinks
                      links={links}
                      {...(several && fleet !== undefined ? { named: fleetName(fleet) } : {})}
                    />
                  </li>
                ))}
              </Typography>
            ),
        },
        ...vpp,
      ]}
    />
  );
}
