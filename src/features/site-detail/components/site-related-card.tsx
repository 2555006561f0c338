import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCanOpen } from '../../../auth/use-can.ts';
import { DetailCard } from '../../../components/detail-card.tsx';
import { paths } from '../../../config/paths.ts';
import { siteEnergyHref } from '../../../config/site-energy-paths.ts';
import { fleetName } from '../../../domain/sites/fleets-str.ts';
import { rowKeys } from '../../../domain/lists/row-keys.ts';
import type { SiteDetail } from '../api/get-site-detail.ts';

const SEP = { mx: 0.75, color: 'text.secondary' } as const;

/**
 * The energy pages of a site: in a fleet (SPEC §2: under /fleet/{fleetUuid}/subscription/{subUuid}), or, for a site
 * in no fleet, on its own page (/site/{subUuid}/energy).
 */
function energyLinks(subUuid: string, fleetUuid?: string) {
  return [
    { label: 'Energy history', href: siteEnergyHref('history', subUuid, fleetUuid) },
    { label: 'Telemetry', href: siteEnergyHref('telemetry', subUuid, fleetUuid) },
    { label: 'Live view', href: siteEnergyHref('live', subUuid, fleetUuid) },
  ];
}

/** One set of energy links; `named`: the fleet's name said in each link's name (a site in several fleets). */
function EnergyLinks({ subUuid, fleetUuid, named }: { subUuid: string; fleetUuid?: string; named?: string }) {
  return energyLinks(subUuid, fleetUuid).map((link, linkIndex) => (
    <span key={link.label}>
      {linkIndex > 0 ? (
        <Typography component="span" aria-hidden sx={SEP}>
          ·
        </Typography>
      ) : null}
      <Link
        component={RouterLink}
        to={link.href}
        {...(named === undefined ? {} : { 'aria-label': `${link.label} in fleet ${named}` })}
      >
        {link.label}
      </Link>
    </span>
  ));
}

/**
 * Where else this site is: its gateway and its installation's devices when the answer names
 * their keys, and its energy history, telemetry and live view in each of its fleets (on its own page when in none). A key the answer does not
 * carry is not guessed: without `installation`, the gateway is found by its id in the gateway search.
 */
export function SiteRelatedCard({ detail }: { detail: SiteDetail }) {
  const { site, installation } = detail;
  const fleetKeys = rowKeys(site.fleets, (f) => f.uuid);
  const mayOpenVpp = useCanOpen('installVpp');
  // The site's row in the VPP list: its enrolment state and what holds it back.
  const vpp = mayOpenVpp
    ? [
        {
          label: 'Virtual power plant',
          value: (
            <Link
              component={RouterLink}
              to={`${paths.installVpp()}?${new URLSearchParams({ q: site.userReference }).toString()}`}
            >
              {`VPP enrolment of ${site.userReference}`}
            </Link>
          ),
        },
      ]
    : [];
  return (
    <DetailCard
      title="Related"
      fields={[
        {
          label: 'Gateway',
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
                aria-label={`Search for gateway ${site.gatewayId}`}
              >
                {site.gatewayId}
              </Link>
            ),
        },
        {
          label: 'Installation',
          value:
            installation !== undefined ? (
              <Link
                component={RouterLink}
                to={paths.assetsGatewayDevices({ installationUuid: installation.installationUuid })}
              >
                Gateway devices (add a charger)
              </Link>
            ) : (
              'Not named by the server'
            ),
        },
        {
          label: 'Energy',
          value: (
            <Typography
              component="ul"
              variant="body2"
              sx={{ m: 0, p: 0, listStyle: 'none' }}
              aria-label="Energy pages of this site"
            >
              {site.fleets.length === 0 ? (
                <li>
                  <EnergyLinks subUuid={site.subscription} />
                </li>
              ) : (
                site.fleets.map((fleet, index) => (
                  <li key={fleetKeys[index]}>
                    {site.fleets.length > 1 ? `${fleetName(fleet)}: ` : null}
                    <EnergyLinks
                      subUuid={site.subscription}
                      fleetUuid={fleet.uuid}
                      {...(site.fleets.length > 1 ? { named: fleetName(fleet) } : {})}
                    />
                  </li>
                ))
              )}
            </Typography>
          ),
        },
        ...vpp,
      ]}
    />
  );
}
