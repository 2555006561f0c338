/*
 * Stand-in URLs for every route: what the e2e walks, the route-JS check and the unit tests visit. The app never
 * imports this module (its values would only cost the shell bytes).
 */
import { fillPattern } from '../config/paths.ts';
import { routeEntries, type RouteEntry } from './route-catalogue.ts';

/**
 * Stand-in values for each param name, used to visit every route (e2e) and in tests. The site and fleet keys are
 * those of a site of the mock's generated dataset (seed 20261101: the first online, active sonnen site in one fleet):
 * the data-backed mock answers an unknown site with 404, so a walk over the route table needs a site that exists
 * (tests/unit/mock/data/data-layer.test.ts checks it still does).
 */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = Object.freeze({
  id: 'sonnen',
  apiKey: 'UI_API',
  // The sample charger's gateway (online, site CUST-528971's), so the gateway, its devices and the charger's edit
  // page name one and the same installation (the mock answers an unknown gateway or installation with 404).
  hemsLogicalId: 'SENEC-7171310',
  hemGatewayId: 'SN-37207709',
  // An online charger (MEN-51940579 of site CUST-528971, in fleet 49c07e35): seen minutes before any pinned now.
  evseUuid: '92dbaa9e-6ffc-4d92-a3e5-1dccb6074cae',
  fleet_uuid: '49c07e35-21d1-42ea-a8ad-50a969add179',
  site_uuid: 'cbd253f7-5b1f-444f-b0b4-f5015e41e3c6',
  fleetUuid: '49c07e35-21d1-42ea-a8ad-50a969add179',
  subUuid: '8936d6cf-20fb-41f2-84c1-071bac3645ef',
  // The first installer company of the dataset (the installer persona's).
  companyUuid: '37531401-d074-4fc0-9b9d-903c46f7ebe0',
  installationUuid: '5f3235b5-08c3-4e29-8587-9b8a1ad51ad9',
  // A charger's asset uuid is its evse uuid.
  assetUuid: '92dbaa9e-6ffc-4d92-a3e5-1dccb6074cae',
  // A rejected message and a partly failed run of the dataset.
  messageId: 'msg-000282',
  runId: 'run-optimisation-20261031T2259',
});

/** Every route with a concrete URL to visit: what the e2e suite iterates. */
export const routeSamples: readonly (RouteEntry & { readonly samplePath: string })[] = Object.freeze(
  routeEntries.map((entry) =>
    Object.freeze({ ...entry, samplePath: fillPattern(entry.pattern, SAMPLE_PARAMS) }),
  ),
);
