import type { ComponentType } from 'react';
import type { RouteId } from '../config/paths.ts';
import type { AreaFigure } from '../config/route-areas.ts';
import { AreaPage, type AreaPageId } from '../features/areas/components/area-page.tsx';
import { ChargersOfflineFigure } from '../features/evses/components/chargers-offline-figure.tsx';
import { CandidatesWaitingFigure } from '../features/gateways/components/candidates-waiting-figure.tsx';

/** The live figures the area cards carry (src/config/route-areas.ts), each from the feature that owns its call. */
export const AREA_FIGURES: Readonly<Record<AreaFigure, ComponentType>> = {
  chargersOffline: ChargersOfflineFigure,
  candidatesWaiting: CandidatesWaitingFigure,
};

/**
 * The screen of an area page; `hasContent` is the route table's (src/app/shell-routes.tsx hands it in, so this module
 * does not import the table that loads it).
 */
export function areaScreen(id: AreaPageId, hasContent: (route: RouteId) => boolean): ComponentType {
  return function AreaRoute() {
    return <AreaPage id={id} hasContent={hasContent} figures={AREA_FIGURES} />;
  };
}
