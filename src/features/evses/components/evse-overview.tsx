import Skeleton from '@mui/material/Skeleton';
import { useCanOpenHref } from '../../../auth/use-can.ts';
import { Can } from '../../../auth/can.tsx';
import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DetailCard } from '../../../components/detail-card.tsx';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import {
  CONNECTOR_STATUS_LABELS,
  EVSE_PROBLEM_LABELS,
  FIRMWARE_SUPPORT_LABELS,
} from '../../../domain/evse/evse-catalogue.ts';
import { EVSE_DERIVED_STATUS_LABELS, evseDerivedStatus } from '../../../domain/evse/evse-status.ts';
import { firmwareSupportOf, modelEntryOf } from '../../../domain/evse/firmware-support.ts';
import type { ChargepointModel, EvseDetail } from '../../../domain/evse/evse-types.ts';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import { offlineText } from '../../../domain/format/offline-duration.ts';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { evseSiteLabel, type EvseFleetLink } from '../hooks/evse-mounts.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';

// The commands (dialogs, mutations) load with the overview only: the schedules section of the same route module
// carries the chart chunk and stays within the route-JS budget.
const EvseCommandsPanel = lazy(() =>
  import('./evse-commands-panel.tsx').then((m) => ({ default: m.EvseCommandsPanel })),
);

export interface EvseOverviewProps {
  detail: EvseDetail;
  models: readonly ChargepointModel[] | null;
  now: number;
  siteHref: string;
  /** The charger's gateway page. */
  gatewayHref: string;
  /** Its site's fleets as links; undefined where nothing says which (the field is then left out). */
  fleetLinks?: readonly EvseFleetLink[] | undefined;
}

const kw = (watts: number) => formatQuantity(watts / 1000, 'kW');
const kwh = (wh: number) => formatQuantity(wh / 1000, 'kWh');

/** The charger overview: what it is doing, its boot facts and support, connectors, session. */
export function EvseOverview({ detail, models, now, siteHref, gatewayHref, fleetLinks }: EvseOverviewProps) {
  const canOpenHref = useCanOpenHref();
  const { evse } = detail;
  const status = evseDerivedStatus(evse);
  const support = models === null ? null : firmwareSupportOf(evse, models);
  const entry = models === null ? undefined : modelEntryOf(evse, models);
  const offline = status === 'offline';
  const offlineWords = offlineText(evse.lastConnection, now);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Summary">
        <Chip
          label={offline ? offlineWords.text : EVSE_DERIVED_STATUS_LABELS[status]}
          title={offline ? offlineWords.since : undefined}
          color={
            status === 'faulted' || offline
              ? 'error'
              : status === 'charging'
                ? 'primary'
                : status === 'available'
                  ? 'success'
                  : 'default'
          }
        />
        {/* A code the answer repeats is one problem. */}
        {[...new Set(evse.problems)].map((code) => (
          <Chip key={code} label={EVSE_PROBLEM_LABELS[code]} color="warning" />
        ))}
      </Stack>
      {offline ? (
        <Alert severity="warning">
          {`Offline since ${displayDateTime(evse.lastConnection)}: the charger has not talked to the backend since then. Connector statuses below are the last it reported; commands and schedules reach it only once it is back online. Check the gateway's and the site's connection.`}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <DetailCard
          title="Charger"
          fields={[
            { label: 'Identifier', value: evse.uniqueIdentifier, mono: true },
            { label: 'Name', value: evse.displayName },
            { label: 'Connectivity', value: evse.connectivity === 'EVSE_ONLINE' ? 'Online' : 'Offline' },
            {
              label: 'Last connection',
              // Offline, the summary says for how long; here the instant it began.
              value: offline ? (
                displayDateTime(evse.lastConnection)
              ) : (
                <RelativeInstant iso={evse.lastConnection} now={now} />
              ),
            },
            { label: 'Vendor', value: evse.vendor },
            { label: 'Model', value: evse.model },
            {
              label: 'Serial number',
              value: detail.serialNumber || 'Not reported',
              mono: detail.serialNumber !== '',
            },
            {
              label: 'Site',
              // The site by name only for a person who may not open sites (an installer: evses, not sites:read).
              value: canOpenHref(siteHref) ? (
                <Link component={RouterLink} to={siteHref}>
                  {evseSiteLabel(evse)}
                </Link>
              ) : (
                evseSiteLabel(evse)
              ),
            },
            {
              label: 'Gateway',
              mono: true,
              value: canOpenHref(gatewayHref) ? (
                <Link component={RouterLink} to={gatewayHref}>
                  {evse.gateway.hemGatewayId}
                </Link>
              ) : (
                evse.gateway.hemGatewayId
              ),
            },
            ...(fleetLinks === undefined
              ? []
              : [
                  {
                    label: 'Fleets',
                    value:
                      fleetLinks.length === 0 ? (
                        'In no fleet'
                      ) : (
                        <>
                          {fleetLinks.map((fleet, index) => (
                            <Box component="span" key={`${index}-${fleet.uuid}`}>
                              {index > 0 ? ', ' : null}
                              {canOpenHref(fleet.href) ? (
                                <Link component={RouterLink} to={fleet.href}>
                                  {fleet.label}
                                </Link>
                              ) : (
                                fleet.label
                              )}
                            </Box>
                          ))}
                        </>
                      ),
                  },
                ]),
          ]}
        />
        <DetailCard
          title="Firmware and protocol"
          fields={[
            { label: 'Firmware', value: evse.firmwareVersion, mono: true },
            {
              label: 'Support',
              value:
                support === null
                  ? 'Unknown: the charge-point models list did not load'
                  : FIRMWARE_SUPPORT_LABELS[support],
            },
            {
              label: 'Supported versions',
              value:
                entry === undefined ? 'This model is not in the list' : entry.firmwareVersions.join(', '),
            },
            { label: 'OCPP version', value: detail.ocppVersion },
            { label: 'Max current', value: `${formatQuantity(detail.maxCurrent, 'A', 0)} per phase` },
            { label: 'Phases', value: String(detail.phases) },
          ]}
        />
        <DetailCard title={`Connectors (${evse.connectors.length})`}>
          {evse.connectors.length === 0 ? (
            <Typography variant="body2">No connector has reported its status.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {keyed(evse.connectors, (connector) => String(connector.connectorId)).map(
                ([key, connector]) => (
                  <li key={key}>
                    <Typography variant="body2">
                      {`Connector ${connector.connectorId}: ${CONNECTOR_STATUS_LABELS[connector.status]}`}
                      {connector.errorCode !== 'NoError' ? ` — error ${connector.errorCode}` : ''}
                      {` · since ${displayDateTime(connector.statusSince)}`}
                    </Typography>
                  </li>
                ),
              )}
            </Box>
          )}
        </DetailCard>
        <DetailCard title="Charging session">
          {detail.sessions.length === 0 ? (
            <Typography variant="body2">No charging session is running.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {keyed(detail.sessions, (session) => String(session.transactionId)).map(([key, session]) => (
                <li key={key}>
                  <Typography variant="body2">
                    {`Connector ${session.connectorId}, session ${session.transactionId}: ${kwh(session.energyWh)} charged at ${kw(session.powerW)} now, since ${displayDateTime(session.startedAt)}`}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </DetailCard>
      </Box>
      {/* Only for a person who may send commands: nothing of the panel, not even its chunk, otherwise — the section
          then says who can. */}
      <Can
        operation="sendEvseCommand"
        fallback={
          <DetailCard title="Commands">
            <WhoCanNote
              action="Resetting a charger or sending it any other command"
              operation="sendEvseCommand"
            />
          </DetailCard>
        }
      >
        <Suspense
          fallback={
            <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Loading the commands" />
          }
        >
          <EvseCommandsPanel detail={detail} models={models} now={now} />
        </Suspense>
      </Can>
    </Stack>
  );
}
