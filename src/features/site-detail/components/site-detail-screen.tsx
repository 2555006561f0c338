import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useNow } from '../../../components/use-now.ts';
import { offlineText } from '../../../domain/format/offline-duration.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { ActivityLink } from '../../../components/activity-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { tsoOf } from '../../../domain/filters/tso.ts';
import { HEALTH_DIMENSIONS, type HealthDimension } from '../../../domain/health/health.ts';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { siteStatusLabel, siteStatusTone } from '../../../domain/sites/sites-display.ts';
import { READINESS_LABEL_TEXT } from '../../../domain/sites/statuses.ts';
import { useSiteDetail, type SiteDetail, type SiteKeyKind } from '../api/get-site-detail.ts';
import { DetailCard } from '../../../components/detail-card.tsx';
import { HealthChip } from './health-chip.tsx';
import { SiteProblemsCard } from './site-problems-card.tsx';
import { SiteRelatedCard } from './site-related-card.tsx';
import type { ReactNode } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { fleetName } from '../../../domain/sites/fleets-str.ts';
import { rowKeys } from '../../../domain/lists/row-keys.ts';

export interface SiteDetailScreenProps {
  siteKey: string;
  kind: SiteKeyKind;
  /** The header's back button: one step back (to the list as it was left) or a fixed page. */
  back: { readonly backTo: string } | { readonly backOneStep: true };
  /** Opened from a fleet's list: that fleet, to say so when the site is not (or no longer) linked to it. */
  fleet?: { readonly uuid: string; readonly name?: string };
  /** The site's gateways and chargers, given its installation's uuid (another feature's card: the route composes). */
  equipmentOf?: (installationUuid: string) => ReactNode;
}

const HEALTH_NAMES: Readonly<Record<HealthDimension, string>> = {
  overall: 'Site Health Status',
  iot: 'IoT Health',
  vpp: 'VPP Health',
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function DetailBody({
  detail,
  fleet,
  equipmentOf,
}: {
  detail: SiteDetail;
  fleet: SiteDetailScreenProps['fleet'];
  equipmentOf: SiteDetailScreenProps['equipmentOf'];
}) {
  const { site, problems } = detail;
  const offlineWords = offlineText(site.timestamp, useNow());
  const fleetKeys = rowKeys(site.fleets, (f) => f.uuid);
  const outsideFleet =
    fleet !== undefined && !site.fleets.some((f) => f.uuid.toLowerCase() === fleet.uuid.toLowerCase());
  return (
    <>
      {outsideFleet ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`This site is not linked to fleet ${fleet.name ?? fleet.uuid}. Its own fleets are listed below.`}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }} aria-label="Summary">
        <Chip label={siteStatusLabel(site.status)} color={siteStatusTone(site.status)} />
        <Chip
          label={site.online ? 'Online' : offlineWords.text}
          title={site.online ? undefined : offlineWords.since}
          color={site.online ? 'success' : 'error'}
          variant="outlined"
        />
        <Chip
          label={
            problems.length === 0
              ? 'No current problems'
              : `${problems.length} current ${problems.length === 1 ? 'problem' : 'problems'}`
          }
          color={problems.length === 0 ? 'default' : 'warning'}
          variant="outlined"
        />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <DetailCard
          title="Site"
          fields={[
            { label: 'User reference', value: site.userReference },
            { label: 'Gateway ID', value: site.gatewayId, mono: true },
            { label: 'Subscription', value: site.subscription, mono: true },
            { label: 'Site UUID', value: site.siteUuid, mono: true },
            { label: 'Status', value: siteStatusLabel(site.status) },
            { label: 'Online', value: yesNo(site.online) },
            { label: 'Last seen', value: displayDateTime(site.timestamp) },
            {
              label: 'Activated',
              value: site.activationDate === null ? 'Not activated' : displayDateTime(site.activationDate),
            },
            { label: 'Created', value: displayDateTime(site.created) },
            { label: 'TSO', value: tsoOf(site) },
            { label: 'Account owner', value: detail.accountOwner?.name ?? 'None yet' },
          ]}
        />
        <SiteProblemsCard
          problems={problems}
          userReference={site.userReference}
          gatewayId={site.gatewayId}
          installationUuid={detail.installation?.installationUuid}
          site={site}
        />
        <SiteRelatedCard detail={detail} />
        {detail.installation !== undefined && equipmentOf !== undefined
          ? equipmentOf(detail.installation.installationUuid)
          : null}
        <DetailCard
          title="Health"
          fields={HEALTH_DIMENSIONS.map((dimension) => ({
            label: HEALTH_NAMES[dimension],
            value: <HealthChip level={site.health[dimension]} />,
          }))}
        />
        <DetailCard title={`Fleets (${site.fleets.length})`}>
          {site.fleets.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {site.fleetsStr}
            </Typography>
          ) : (
            <Stack
              direction="row"
              sx={{ gap: 1, flexWrap: 'wrap' }}
              component="ul"
              aria-label="Fleets of this site"
              style={{ padding: 0, margin: 0, listStyle: 'none' }}
            >
              {site.fleets.map((f, index) => (
                // A long name is cut in its chip; the chip (a link) shows it whole on hover and focus.
                <li key={fleetKeys[index]} style={{ maxWidth: '100%' }}>
                  <Tooltip title={fleetName(f)} describeChild>
                    <Chip
                      label={fleetName(f)}
                      component={RouterLink}
                      to={paths.fleet({ fleet_uuid: f.uuid })}
                      clickable
                      sx={{ maxWidth: '100%' }}
                    />
                  </Tooltip>
                </li>
              ))}
            </Stack>
          )}
        </DetailCard>
        <DetailCard
          title="Equipment and trading"
          fields={[
            { label: 'Has PV', value: yesNo(site.hasPv) },
            { label: 'Has Battery', value: yesNo(site.hasBattery) },
            { label: 'Has EVSE', value: yesNo(site.hasEvse) },
            { label: 'Has HP', value: yesNo(site.hasHp) },
            { label: 'Supply-Trading', value: site.tradingEnabledSupply ? 'Enabled' : 'Not enabled' },
            { label: 'Feed-in-Trading', value: site.tradingEnabledFeedIn ? 'Enabled' : 'Not enabled' },
          ]}
        />
        <DetailCard
          title="Master data readiness"
          fields={[
            { label: 'Forecasting', value: READINESS_LABEL_TEXT[site.readyForForecastingLabel] },
            { label: 'Optimization', value: READINESS_LABEL_TEXT[site.readyForOptimizationLabel] },
            { label: 'Trading', value: READINESS_LABEL_TEXT[site.readyForTradingLabel] },
          ]}
        />
      </Box>
    </>
  );
}

/** /site/{subUuid} and /fleet/{fleet_uuid}/{site_uuid}: one site's fields, fleets, health and current problems. */
export function SiteDetailScreen({ siteKey, kind, back, fleet, equipmentOf }: SiteDetailScreenProps) {
  const state = useSiteDetail(siteKey, kind);
  const keyName = kind === 'subscription' ? 'subscription' : 'site uuid';
  // A blank user reference (the spec allows one) would leave the page without a heading.
  const reference = state.status === 'ready' ? state.detail.site.userReference.trim() : '';
  const title = reference === '' ? 'Site' : reference;
  const subtitle =
    state.status === 'ready'
      ? `Gateway ${state.detail.site.gatewayId}${fleet !== undefined ? ` · fleet ${fleet.name ?? fleet.uuid}` : ''}`
      : `${keyName} ${siteKey}`;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        {...back}
        {...(fleet?.name !== undefined ? { names: { [fleet.uuid]: fleet.name } } : {})}
        right={<ActivityLink target={siteKey} what="this site" />}
      />
      {state.status === 'loading' ? (
        <Box aria-busy="true">
          <LinearProgress aria-label="Loading the site" sx={{ mb: 2 }} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} variant="rounded" height={180} />
            ))}
          </Box>
        </Box>
      ) : null}
      {state.status === 'error' ? (
        <LoadErrorAlert
          title={
            state.error.status === 404 ? `No site with ${keyName} ${siteKey}` : 'Could not load the site'
          }
          error={state.error}
          onRetry={state.retry}
        />
      ) : null}
      {state.status === 'mismatch' ? (
        <Alert severity="warning">
          <AlertTitle>{`No site with ${keyName} ${siteKey}`}</AlertTitle>
          {`The server answered with a different site (${state.answered}), so nothing is shown. Check the link, or open the site from a list.`}
        </Alert>
      ) : null}
      {state.status === 'ready' ? (
        <DetailBody detail={state.detail} fleet={fleet} equipmentOf={equipmentOf} />
      ) : null}
    </>
  );
}
