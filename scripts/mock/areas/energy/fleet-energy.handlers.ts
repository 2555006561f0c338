// The data-backed answers of the fleet energy dashboard: counted from the dataset's sites and site-problem
// rows and added up from its simulated series (scripts/mock/areas/energy/fleet-energy.answers.ts), 404 for an unknown fleet.
import { fleetDaily, fleetSummary, MAX_DAYS } from './fleet-energy.answers.ts';
import { allSites, datasetNow, type Dataset } from '../../data/dataset.ts';
import { apiError, type DataAnswer, type DataHandler } from '../../data/data-handler.ts';

const DEFAULT_DAYS = 7;

function unknownFleet(data: Dataset, fleetUuid: string): DataAnswer | null {
  return data.fleets.some((fleet) => fleet.uuid === fleetUuid)
    ? null
    : apiError(404, `Fleet ${fleetUuid} not found`, 'NOT_FOUND');
}

const sitesOf = (data: Dataset) => allSites(data).map(({ site }) => site);

export const FLEET_ENERGY_HANDLERS: Readonly<Record<string, DataHandler>> = {
  getFleetEnergySummary: ({ pathParams }, data) => {
    const fleetUuid = pathParams.fleetUuid ?? '';
    return (
      unknownFleet(data, fleetUuid) ?? {
        status: 200,
        body: fleetSummary(fleetUuid, sitesOf(data), data.siteProblems),
      }
    );
  },

  getFleetEnergyDaily: ({ pathParams, query }, data) => {
    const fleetUuid = pathParams.fleetUuid ?? '';
    const missing = unknownFleet(data, fleetUuid);
    if (missing) return missing;
    const days = Number(query.get('days') ?? DEFAULT_DAYS);
    // Prism has validated the bounds; this keeps the handler total.
    if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
      return apiError(400, `days must be 1 to ${MAX_DAYS}`, 'VALIDATION_FAILED');
    return { status: 200, body: fleetDaily(fleetUuid, sitesOf(data), data.energy, datasetNow(data), days) };
  },
};
