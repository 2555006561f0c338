// The data-backed answers of the site-energy calls: a site's profile in the dataset, its series
// simulated on demand (scripts/mock/areas/energy/energy.simulation.ts), 404 for an unknown subscription.
import { isEnergyRange } from '../../../../src/domain/energy/energy-range.ts';
import { assetsAnswer, historyAnswer, siteClock } from './energy.answers.ts';
import { liveAnswer } from './energy.live.ts';
import { telemetryAnswer } from './energy.telemetry.ts';
import { allSites, datasetNow, runningNow, type Dataset } from '../../data/dataset.ts';
import type { DataAnswer, DataHandler, DataRequest } from '../../data/data-handler.ts';

function siteOf(data: Dataset, subUuid: string | undefined) {
  const site = allSites(data).find((entry) => entry.site.subscription === subUuid)?.site;
  const profile = subUuid === undefined ? undefined : data.energy[subUuid];
  return site && profile ? { site, profile } : undefined;
}

const notFound = (subUuid: string | undefined): DataAnswer => ({
  status: 404,
  body: { message: `Subscription ${subUuid ?? ''} not found`, status: 404, errorId: 'NOT_FOUND' },
});

export const ENERGY_HANDLERS: Readonly<Record<string, DataHandler>> = {
  getSiteEnergyAssets: ({ pathParams }: DataRequest, data) => {
    const found = siteOf(data, pathParams.subUuid);
    return found ? { status: 200, body: assetsAnswer(found.profile) } : notFound(pathParams.subUuid);
  },

  getSiteEnergyHistory: ({ pathParams, query }: DataRequest, data) => {
    const found = siteOf(data, pathParams.subUuid);
    if (!found) return notFound(pathParams.subUuid);
    const range = query.get('range');
    // Prism has validated the enum; this keeps the handler total.
    if (!isEnergyRange(range))
      return { status: 400, body: { message: 'range', status: 400, errorId: 'VALIDATION_FAILED' } };
    const clock = siteClock(found.site, datasetNow(data));
    return { status: 200, body: historyAnswer(found.profile, clock, range, query.get('start') ?? undefined) };
  },

  getSiteTelemetry: ({ pathParams }: DataRequest, data) => {
    const found = siteOf(data, pathParams.subUuid);
    if (!found) return notFound(pathParams.subUuid);
    return { status: 200, body: telemetryAnswer(found.profile, siteClock(found.site, datasetNow(data))) };
  },

  getSiteEnergyLive: ({ pathParams }: DataRequest, data) => {
    const found = siteOf(data, pathParams.subUuid);
    if (!found) return notFound(pathParams.subUuid);
    // The live sample moves with the wall clock from the dataset's now: the world's time runs on (runningNow).
    const clock = siteClock(found.site, runningNow(data));
    return { status: 200, body: liveAnswer(found.profile, clock, found.site.online) };
  },
};
