import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCanOpen } from '../../../auth/use-can.ts';
import { DetailCard } from '../../../components/detail-card.tsx';
import { paths } from '../../../config/paths.ts';
import { fleetName } from '../../../domain/sites/fleets-str.ts';
import { rowKeys } from '../../../domain/lists/row-keys.ts';
import type { SiteDetail } from '../api/get-site-detail.ts';

const SEP = { mx: 0.75, color: 'text.secondary' } as const;

/** The fleet-scoped energy pages of a site (SPEC §2: under /fleet/{fleetUuid}/subscription/{subUuid}). */
function energyLinks(fleetUuid: string, subUuid: string) {
  const keys = { fleetUuid, subUuid };
  return [
    { label: 'Energy history', href: paths.fleetSiteEnergyHistory(keys) },
    { label: 'Telemetry', href: paths.fleetSiteTelemetry(keys) },
    { label: 'Live view', href: paths.fleetLiveStream(keys) },
  ];
}

/**
 * Where else this site is: its gateway and its installation's devices when the answer names
 * their keys, and its energy history, telemetry and live view in each of its fleets. A key the answer does not
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
          value:
            site.fleets.length === 0 ? (
              'Energy history, telemetry and the live view open within a fleet; this site is in none.'
            ) : (
              <Typography
                component="ul"
                variant="body2"
                sx={{ m: 0, p: 0, listStyle: 'none' }}
                aria-label="Energy pages of this site"
              >
                {site.fleets.map((fleet, index) => (
                  <li key={fleetKeys[index]}>
                    {site.fleets.length > 1 ? `${fleetName(fleet)}: ` : null}
                    {energyLinks(fleet.uuid, site.subscription).map((link, linkIndex) => (
                      <span key={link.label}>
                        {linkIndex > 0 ? (
                          <Typography component="span" aria-hidden sx={SEP}>
                            ·
                          </Typography>
                        ) : null}
                        <Link
                          component={RouterLink}
                          to={link.href}
                          {...(site.fleets.length > 1
                            ? { 'aria-label': `${link.label} in fleet ${fleetName(fleet)}` }
                            : {})}
                        >
                          {link.label}
                        </Link>
                      </span>
                    ))}
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
