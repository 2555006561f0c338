import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { PlaceholderBlock } from '../../../components/placeholder-block.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { ActivityLink } from '../../../components/activity-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionTabs, type SectionTab } from '../../../components/section-tabs.tsx';
import type { BackTarget } from '../../../components/use-back-target.ts';
import type { EvseDetail } from '../../../domain/evse/evse-types.ts';
import { shortId } from '../../../routes/breadcrumb-trail.ts';
import { useEvse } from '../api/get-evse.ts';
import { evseRecordNames } from '../hooks/evse-mounts.ts';
import { useT } from '../../../i18n/display-preferences.ts';

export interface EvseScreenProps {
  evseUuid: string;
  /** The sections of this mount (overview, history log, schedules), as links whose URLs are the SPEC's routes. */
  tabs: readonly SectionTab[];
  back: BackTarget;
  /**
   * A section that needs only the charger's id (the history log): shown while the charger loads, so its requests
   * go out together with the charger's. Without it, `children` renders once the charger has loaded.
   */
  section?: ReactNode;
  children?: (detail: EvseDetail) => ReactNode;
}

/** A charger's screen in any of its four mounts: header, section tabs, and the section (most once the charger loaded). */
export function EvseScreen({ evseUuid, tabs, back, section, children }: EvseScreenProps) {
  const t = useT();
  const evse = useEvse(evseUuid);
  const title = evse.status === 'ready' ? evse.data.evse.displayName : t('chargers.evCharger');
  const subtitle =
    evse.status === 'ready'
      ? `${evse.data.evse.uniqueIdentifier} · ${evse.data.evse.vendor} ${evse.data.evse.model}`
      : t('chargers.evseShort', { id: shortId(evseUuid) });
  // The site, fleets and installation above the charger, named from its row (no call of their own).
  const names = evse.status === 'ready' ? evseRecordNames(evse.data.evse) : undefined;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        {...back}
        {...(names ? { names } : {})}
        right={<ActivityLink target={evseUuid} what={t('chargers.thisCharger')} inLanguageShown />}
      />
      {tabs.length > 0 ? <SectionTabs label={t('chargers.sections')} tabs={tabs} /> : null}
      {evse.status !== 'error' && section !== undefined ? (
        section
      ) : evse.status === 'loading' ? (
        <Box aria-busy="true">
          <LinearProgress aria-label={t('chargers.loadingCharger')} sx={{ mb: 2 }} />
          <PlaceholderBlock height={220} />
        </Box>
      ) : evse.status === 'error' ? (
        <LoadErrorAlert
          title={
            evse.error.status === 404 ? t('chargers.noCharger', { id: evseUuid }) : t('chargers.loadError')
          }
          error={evse.error}
          onRetry={evse.retry}
        />
      ) : (
        children?.(evse.data)
      )}
    </>
  );
}
