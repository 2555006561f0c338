import type { ComponentType } from 'react';
import type { RouteId } from '../config/paths.ts';
import type { AreaFigure, AreaPicker } from './route-record.ts';
import { AreaPage, type AreaPageId } from '../features/areas/components/area-page.tsx';
import { ChargersOfflineFigure } from '../features/evses/components/chargers-offline-figure.tsx';
import { CandidatesWaitingFigure } from '../features/gateways/components/candidates-waiting-figure.tsx';
import { PendingSignUpsFigure } from '../features/sign-ups/components/pending-sign-ups-figure.tsx';
import { OverdueAcknowledgementsFigure } from '../features/exchange/components/overdue-acknowledgements-figure.tsx';
import { RunningJobsFigure } from '../features/job-runs/components/running-jobs-figure.tsx';
import { CompanyPicker } from '../features/install/components/company-picker.tsx';
import { InstallationsStuckFigure } from '../features/install/components/installations-stuck-figure.tsx';
import { VppEligibleFigure } from '../features/vpp/components/vpp-eligible-figure.tsx';
import { CriticalSitesFigure } from '../features/trends/components/critical-sites-figure.tsx';
import { TomorrowPricesFigure } from '../features/pricing/components/tomorrow-prices-figure.tsx';
import { CheapestHourFigure } from '../features/pricing/components/cheapest-hour-figure.tsx';
import { OrderFunnelFigure } from '../features/order-funnel/components/order-funnel-figure.tsx';
import { WidgetCatalogueFigure } from '../features/widgets/components/widget-catalogue-figure.tsx';
import { YourEvsesFigure } from '../features/evses/components/your-evses-figure.tsx';
import { apiDocsScreen } from './api-docs.tsx';

/** The live figures the area cards carry (the records' `figure`, src/routes/route-record.ts), each from the feature that owns its call. */
export const AREA_FIGURES: Readonly<Record<AreaFigure, ComponentType>> = {
  chargersOffline: ChargersOfflineFigure,
  candidatesWaiting: CandidatesWaitingFigure,
  pendingSignUps: PendingSignUpsFigure,
  overdueAcknowledgements: OverdueAcknowledgementsFigure,
  runningJobs: RunningJobsFigure,
  installationsStuck: InstallationsStuckFigure,
  vppEligible: VppEligibleFigure,
  criticalSitesToday: CriticalSitesFigure,
  tomorrowPrices: TomorrowPricesFigure,
  cheapestHourAhead: CheapestHourFigure,
  ordersInFunnel: OrderFunnelFigure,
  widgetReach: WidgetCatalogueFigure,
  yourEvses: YourEvsesFigure,
};

/** The pickers of the area pages' picker sections (the area records' `pickers`). */
export const AREA_PICKERS: Readonly<Record<AreaPicker, ComponentType>> = {
  installCompanies: CompanyPicker,
};

/**
 * The screen of an area page (or /api); `hasContent` is the route table's (src/app/shell-routes.tsx hands it in, so this module
 * does not import the table that loads it).
 */
export type AreaScreenId = AreaPageId | 'apiDocs';

export function areaScreen(id: AreaScreenId, hasContent: (route: RouteId) => boolean): ComponentType {
  // /api keeps its own page (the documents list) with the cards above it.
  if (id === 'apiDocs') return apiDocsScreen(hasContent);
  return function AreaRoute() {
    return <AreaPage id={id} hasContent={hasContent} figures={AREA_FIGURES} pickers={AREA_PICKERS} />;
  };
}
