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
import { PlaceholderBlock } from '../../../components/placeholder-block.tsx';
import { DetailCard } from '../../../components/detail-card.tsx';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { evseDerivedStatus } from '../../../domain/evse/evse-status.ts';
import { firmwareSupportOf, modelEntryOf } from '../../../domain/evse/firmware-support.ts';
import type { ChargepointModel, EvseDetail } from '../../../domain/evse/evse-types.ts';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import { offlineWords } from '../../../components/online-words.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { evseSiteLabel, type EvseFleetLink } from '../hooks/evse-mounts.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { loadScreenWords } from '../../../i18n/screen-areas.ts';
import {
  connectivityText,
  connectorStatusText,
  derivedStatusText,
  firmwareSupportText,
  problemText,
} from '../hooks/evse-words.ts';

// The commands (dialogs, mutations) load with the overview only: the schedules section of the same route module
// carries the chart chunk and stays within the route-JS budget. Their words (confirmations, replies, a failed
// command) load with their code.
const EvseCommandsPanel = lazy(() =>
  Promise.all([import('./evse-commands-panel.tsx'), loadScreenWords('charger-commands')]).then(([m]) => ({
    default: m.EvseCommandsPanel,
  })),
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
  const t = useT();
  const canOpenHref = useCanOpenHref();
  const { evse } = detail;
  const status = evseDerivedStatus(evse);
  const support = models === null ? null : firmwareSupportOf(evse, models);
  const entry = models === null ? undefined : modelEntryOf(evse, models);
  const offline = status === 'offline';
  const offlineWordsNow = offlineWords(evse.lastConnection, now);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label={t('chargers.summary')}>
        <Chip
          label={offline ? offlineWordsNow.text : derivedStatusText(status)}
          title={offline ? offlineWordsNow.since : undefined}
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
          <Chip key={code} label={problemText(code)} color="warning" />
        ))}
      </Stack>
      {offline ? (
        <Alert severity="warning">
          {t('chargers.offlineAlert', { at: displayDateTime(evse.lastConnection) })}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <DetailCard
          title={t('chargers.charger')}
          fields={[
            { label: t('chargers.field.identifier'), value: evse.uniqueIdentifier, mono: true },
            { label: t('chargers.field.name'), value: evse.displayName },
            { label: t('chargers.field.connectivity'), value: connectivityText(evse.connectivity) },
            {
              label: t('chargers.field.lastConnection'),
              // Offline, the summary says for how long; here the instant it began.
              value: offline ? (
                displayDateTime(evse.lastConnection)
              ) : (
                <RelativeInstant iso={evse.lastConnection} now={now} />
              ),
            },
            { label: t('chargers.field.vendor'), value: evse.vendor },
            { label: t('chargers.field.model'), value: evse.model },
            {
              label: t('chargers.field.serialNumber'),
              value: detail.serialNumber || t('chargers.notReported'),
              mono: detail.serialNumber !== '',
            },
            {
              label: t('chargers.field.site'),
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
              label: t('chargers.field.gateway'),
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
                    label: t('chargers.field.fleets'),
                    value:
                      fleetLinks.length === 0 ? (
                        t('chargers.inNoFleet')
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
          title={t('chargers.firmwareAndProtocol')}
          fields={[
            { label: t('chargers.field.firmware'), value: evse.firmwareVersion, mono: true },
            {
              label: t('chargers.field.support'),
              value: support === null ? t('chargers.supportUnknown') : firmwareSupportText(support),
            },
            {
              label: t('chargers.field.supportedVersions'),
              value: entry === undefined ? t('chargers.modelNotListed') : entry.firmwareVersions.join(', '),
            },
            { label: t('chargers.field.ocppVersion'), value: detail.ocppVersion },
            {
              label: t('chargers.field.maxCurrent'),
              value: t('chargers.perPhase', { current: formatQuantity(detail.maxCurrent, 'A', 0) }),
            },
            { label: t('chargers.field.phases'), value: String(detail.phases) },
          ]}
        />
        <DetailCard title={t('chargers.connectorsCount', { n: evse.connectors.length })}>
          {evse.connectors.length === 0 ? (
            <Typography variant="body2">{t('chargers.noConnectorStatus')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {keyed(evse.connectors, (connector) => String(connector.connectorId)).map(
                ([key, connector]) => (
                  <li key={key}>
                    <Typography variant="body2">
                      {t('chargers.connectorLine', {
                        connector: connector.connectorId,
                        status: connectorStatusText(connector.status),
                      })}
                      {connector.errorCode !== 'NoError'
                        ? t('chargers.connectorError', { code: connector.errorCode })
                        : ''}
                      {t('chargers.connectorSince', { at: displayDateTime(connector.statusSince) })}
                    </Typography>
                  </li>
                ),
              )}
            </Box>
          )}
        </DetailCard>
        <DetailCard title={t('chargers.session')}>
          {detail.sessions.length === 0 ? (
            <Typography variant="body2">{t('chargers.noSession')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {keyed(detail.sessions, (session) => String(session.transactionId)).map(([key, session]) => (
                <li key={key}>
                  <Typography variant="body2">
                    {t('chargers.sessionLine', {
                      connector: session.connectorId,
                      session: session.transactionId,
                      energy: kwh(session.energyWh),
                      power: kw(session.powerW),
                      at: displayDateTime(session.startedAt),
                    })}
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
          <DetailCard title={t('chargers.commands')}>
            <WhoCanNote action={t('chargers.commandsWhoCan')} operation="sendEvseCommand" inLanguageShown />
          </DetailCard>
        }
      >
        <Suspense
          fallback={
            <PlaceholderBlock height={120} role="progressbar" aria-label={t('chargers.loadingCommands')} />
          }
        >
          <EvseCommandsPanel detail={detail} models={models} now={now} />
        </Suspense>
      </Can>
    </Stack>
  );
}
