import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useNow } from '../../../components/use-now.ts';
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
import { siteStatusTone } from '../../../domain/sites/sites-display.ts';
import { READINESS_LABEL_TEXT, type ReadinessLabel } from '../../../domain/sites/statuses.ts';
import { useSiteDetail, type SiteDetail, type SiteKeyKind } from '../api/get-site-detail.ts';
import { DetailCard } from '../../../components/detail-card.tsx';
import { HealthChip } from './health-chip.tsx';
import { SiteProblemsCard } from './site-problems-card.tsx';
import { SiteRelatedCard } from './site-related-card.tsx';
import type { ReactNode } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { fleetName } from '../../../domain/sites/fleets-str.ts';
import { rowKeys } from '../../../domain/lists/row-keys.ts';
import type { MessageKey } from '../../../i18n/catalogue-types.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { t, tOr } from '../../../i18n/i18n.ts';
import { offlineWords } from '../../../components/online-words.ts';
import { siteStatusText } from '../../../components/filter-words.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { TSO_NOT_AVAILABLE } from '../../../domain/filters/tso.ts';

const tsoText = (tso: string) => (tso === TSO_NOT_AVAILABLE ? t('lists.tsoNotAvailable') : tso);

const enabled = (on: boolean) => (on ? t('siteDetail.enabled') : t('siteDetail.notEnabled'));

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

const HEALTH_NAMES: Readonly<Record<HealthDimension, MessageKey>> = {
  overall: 'siteDetail.health.overall',
  iot: 'siteDetail.health.iot',
  vpp: 'siteDetail.health.vpp',
};

const yesNo = (value: boolean) => (value ? t('siteDetail.yes') : t('siteDetail.no'));
const readiness = (label: ReadinessLabel) => tOr(`siteDetail.ready.${label}`, READINESS_LABEL_TEXT[label]);

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
  useT();
  const offline = offlineWords(site.timestamp, useNow());
  const fleetKeys = rowKeys(site.fleets, (f) => f.uuid);
  const outsideFleet =
    fleet !== undefined && !site.fleets.some((f) => f.uuid.toLowerCase() === fleet.uuid.toLowerCase());
  return (
    <>
      {outsideFleet ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('siteDetail.notInFleet', { fleet: fleet.name ?? fleet.uuid })}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }} aria-label={t('siteDetail.summary')}>
        <Chip label={siteStatusText(site.status)} color={siteStatusTone(site.status)} />
        <Chip
          label={site.online ? t('lists.online') : offline.text}
          title={site.online ? undefined : offline.since}
          color={site.online ? 'success' : 'error'}
          variant="outlined"
        />
        <Chip
          label={
            problems.length === 0
              ? t('siteDetail.noProblems')
              : t('siteDetail.problemCount', { count: problems.length, n: formatCount(problems.length) })
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
          title={t('siteDetail.site')}
          fields={[
            { label: t('siteDetail.userReference'), value: site.userReference },
            { label: t('siteDetail.gatewayId'), value: site.gatewayId, mono: true },
            { label: t('siteDetail.subscription'), value: site.subscription, mono: true },
            { label: t('siteDetail.siteUuid'), value: site.siteUuid, mono: true },
            { label: t('siteDetail.status'), value: siteStatusText(site.status) },
            { label: t('siteDetail.online'), value: yesNo(site.online) },
            { label: t('siteDetail.lastSeen'), value: displayDateTime(site.timestamp) },
            {
              label: t('siteDetail.activated'),
              value:
                site.activationDate === null
                  ? t('siteDetail.notActivated')
                  : displayDateTime(site.activationDate),
            },
            { label: t('siteDetail.created'), value: displayDateTime(site.created) },
            { label: t('siteDetail.tso'), value: tsoText(tsoOf(site)) },
            {
              label: t('siteDetail.accountOwner'),
              value: detail.accountOwner?.name ?? t('siteDetail.noneYet'),
            },
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
          title={t('siteDetail.health')}
          fields={HEALTH_DIMENSIONS.map((dimension) => ({
            label: t(HEALTH_NAMES[dimension]),
            value: <HealthChip level={site.health[dimension]} />,
          }))}
        />
        <DetailCard title={t('siteDetail.fleets', { count: formatCount(site.fleets.length) })}>
          {site.fleets.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {site.fleetsStr}
            </Typography>
          ) : (
            <Stack
              direction="row"
              sx={{ gap: 1, flexWrap: 'wrap' }}
              component="ul"
              aria-label={t('siteDetail.fleetsOfSite')}
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
          title={t('siteDetail.equipment')}
          fields={[
            { label: t('siteDetail.hasPv'), value: yesNo(site.hasPv) },
            { label: t('siteDetail.hasBattery'), value: yesNo(site.hasBattery) },
            { label: t('siteDetail.hasEvse'), value: yesNo(site.hasEvse) },
            { label: t('siteDetail.hasHp'), value: yesNo(site.hasHp) },
            { label: t('siteDetail.supplyTrading'), value: enabled(site.tradingEnabledSupply) },
            { label: t('siteDetail.feedInTrading'), value: enabled(site.tradingEnabledFeedIn) },
          ]}
        />
        <DetailCard
          title={t('siteDetail.readiness')}
          fields={[
            { label: t('siteDetail.forecasting'), value: readiness(site.readyForForecastingLabel) },
            { label: t('siteDetail.optimization'), value: readiness(site.readyForOptimizationLabel) },
            { label: t('siteDetail.trading'), value: readiness(site.readyForTradingLabel) },
          ]}
        />
      </Box>
    </>
  );
}

/** /site/{subUuid} and /fleet/{fleet_uuid}/{site_uuid}: one site's fields, fleets, health and current problems. */
export function SiteDetailScreen({ siteKey, kind, back, fleet, equipmentOf }: SiteDetailScreenProps) {
  const state = useSiteDetail(siteKey, kind);
  useT();
  const noSite = t(kind === 'subscription' ? 'siteDetail.noSiteSubscription' : 'siteDetail.noSiteUuid', {
    key: siteKey,
  });
  // A blank user reference (the spec allows one) would leave the page without a heading.
  const reference = state.status === 'ready' ? state.detail.site.userReference.trim() : '';
  const title = reference === '' ? t('siteDetail.site') : reference;
  const subtitle =
    state.status === 'ready'
      ? fleet !== undefined
        ? t('siteDetail.gatewayFleet', {
            gateway: state.detail.site.gatewayId,
            fleet: fleet.name ?? fleet.uuid,
          })
        : t('siteDetail.gateway', { gateway: state.detail.site.gatewayId })
      : t(kind === 'subscription' ? 'siteDetail.keySubscription' : 'siteDetail.keySiteUuid', {
          key: siteKey,
        });
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        {...back}
        {...(fleet?.name !== undefined ? { names: { [fleet.uuid]: fleet.name } } : {})}
        right={<ActivityLink target={siteKey} what={t('siteDetail.thisSite')} inLanguageShown />}
      />
      {state.status === 'loading' ? (
        <Box aria-busy="true">
          <LinearProgress aria-label={t('siteDetail.loading')} sx={{ mb: 2 }} />
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
          title={state.error.status === 404 ? noSite : t('siteDetail.loadError')}
          error={state.error}
          onRetry={state.retry}
        />
      ) : null}
      {state.status === 'mismatch' ? (
        <Alert severity="warning">
          <AlertTitle>{noSite}</AlertTitle>
          {t('siteDetail.mismatch', { answered: state.answered })}
        </Alert>
      ) : null}
      {state.status === 'ready' ? (
        <DetailBody detail={state.detail} fleet={fleet} equipmentOf={equipmentOf} />
      ) : null}
    </>
  );
}
