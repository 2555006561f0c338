// Every screen that shows API data, with the operations whose answers it reads (the property draws those; any other
// call gets the mock's named example). Routes from the route table with its sample params (src/config/paths.ts).
import { fireEvent, screen, within } from '@testing-library/react';
import { paths } from '../../../src/config/paths.ts';
import { SAMPLE_PARAMS } from '../../../src/routes/route-samples.ts';
import type { AnswerScreen } from '../../helpers/any-answer.tsx';

const p = SAMPLE_PARAMS as Record<string, string>;
const evse = { evseUuid: p.evseUuid! };
const fleet = { fleetUuid: p.fleetUuid! };
const subscription = { ...fleet, subUuid: p.subUuid! };
const fleetEvse = { ...subscription, ...evse };
const installEvse = { subUuid: p.subUuid!, ...evse };
const installation = { installationUuid: p.installationUuid!, hemGatewayId: p.hemGatewayId! };

const EVSE_LISTS = ['listEvses', 'listChargepointModels'] as const;
// The charger's overview judges firmware support against the models list; its other sections read no models.
const EVSE = ['getEvse', 'listChargepointModels'] as const;
const SITE_ENERGY = ['getSite', 'getSiteEnergyAssets'] as const;

/** Opens the first prepared installation of the mock's list: its dialog loads the installation on its own. */
async function openFirstInstallation(): Promise<void> {
  const list = await screen.findByRole('list', { name: 'Prepared installations' });
  const [row] = within(list).getAllByRole('listitem');
  fireEvent.click(within(row!).getByRole('button', { expanded: false }));
  fireEvent.click(await within(row!).findByRole('button', { name: 'Open installation' }));
  await screen.findByRole('dialog', { name: 'Prepared installation' });
}

const at = (name: string, reads: AnswerScreen['reads'], fit?: AnswerScreen['fit']): AnswerScreen => ({
  name,
  reads,
  ...(fit !== undefined ? { fit } : {}),
});

/** The site answered is the site asked for (by its subscription or its site uuid). */
const siteAsked = (key: 'subscription' | 'siteUuid', value: string): AnswerScreen['fit'] => ({
  getSite: (answer) => ({ ...answer, site: { ...answer.site, [key]: value } }),
});
const bySubscription = siteAsked('subscription', p.subUuid!);

export const SCREENS: readonly AnswerScreen[] = [
  at(paths.home(), ['listSiteProblems', 'listInstallationProblems']),
  at(paths.apiDocs(), ['listApiDocs']),
  at(paths.apiInternal(), ['listApiDocs']),
  at(paths.apiExternal(), ['listApiDocs']),
  at(paths.hems(), ['listHemsProviders']),
  at(paths.hemsActive({ id: p.id! }), ['listSites', 'listFleets', 'listHemsProviders']),
  at(paths.hemsPrepared({ id: p.id! }), ['listPreparedInstallations']),
  {
    name: `${paths.hemsPrepared({ id: p.id! })} (an installation opened)`,
    route: paths.hemsPrepared({ id: p.id! }),
    reads: ['getPreparedInstallation'],
    open: openFirstInstallation,
  },
  at(paths.site({ subUuid: p.subUuid! }), ['getSite'], bySubscription),
  at(paths.fleets(), ['listFleets']),
  // Not /fleet/{fleet_uuid}: it loads every page of every provider, and the spec allows countPages up to 100,000
  // (open defect, found by this property: the fleet page needs a cap and a message, a product decision).
  at(
    paths.fleetSite({ fleet_uuid: p.fleet_uuid!, site_uuid: p.site_uuid! }),
    ['getSite', 'listFleets'],
    siteAsked('siteUuid', p.site_uuid!),
  ),
  at(paths.fleetEvsesOverview(fleet), ['getFleetEvseSummary']),
  at(paths.fleetEnergyDashboard(fleet), ['getFleetEnergySummary', 'getFleetEnergyDaily']),
  at(paths.fleetAllEvses(fleet), EVSE_LISTS),
  at(paths.assetsEvses(), EVSE_LISTS),
  at(paths.salesYourEvses(), ['listYourEvses', 'listChargepointModels']),
  at(paths.assetsEvseStatus(evse), EVSE),
  at(paths.salesEvseOverview(evse), EVSE),
  at(paths.fleetEvseOverview(fleetEvse), EVSE),
  at(paths.installEvseOverview(installEvse), EVSE),
  at(paths.salesEvseOverviewHistoryLog(evse), ['getEvse', 'listEvseHistory']),
  at(paths.fleetEvseOverviewHistoryLog(fleetEvse), ['getEvse', 'listEvseHistory']),
  at(paths.installEvseOverviewHistoryLog(installEvse), ['getEvse', 'listEvseHistory']),
  at(paths.assetsEvseSchedules(evse), ['getEvse', 'listEvseChargingProfiles']),
  at(paths.salesEvseOverviewChargingSchedules(evse), ['getEvse', 'listEvseChargingProfiles']),
  at(paths.fleetEvseOverviewChargingSchedules(fleetEvse), ['getEvse', 'listEvseChargingProfiles']),
  at(paths.installEvseOverviewChargingSchedules(installEvse), ['getEvse', 'listEvseChargingProfiles']),
  at(paths.assetsEditEvse({ ...installation, assetUuid: p.assetUuid! }), ['getEvse']),
  at(paths.assetsAddEvse(installation), ['listChargepointModels']),
  at(paths.operationsChargepointModels(), ['listChargepointModels']),
  at(paths.assetsSearchGateways(), ['searchGateways']),
  at(paths.assetsOcppCandidates(), ['searchGateways', 'listChargepointCandidates', 'listChargepointModels']),
  at(paths.assetsGateway({ hemsLogicalId: p.hemsLogicalId!, hemGatewayId: p.hemGatewayId! }), ['getGateway']),
  at(paths.assetsGatewayDevices({ installationUuid: p.installationUuid! }), ['listInstallationGateways']),
  at(paths.fleetSubscription(subscription), SITE_ENERGY, bySubscription),
  at(paths.fleetSiteEnergyHistory(subscription), [...SITE_ENERGY, 'getSiteEnergyHistory'], bySubscription),
  at(paths.fleetSiteTelemetry(subscription), [...SITE_ENERGY, 'getSiteTelemetry'], bySubscription),
  at(paths.fleetLiveStream(subscription), [...SITE_ENERGY, 'getSiteEnergyLive'], bySubscription),
  at(paths.apiDoc({ apiKey: p.apiKey! }), ['getApiDoc']),
  at(paths.operationsDataExchange(), ['listExchangeMessages']),
  at(paths.operationsExchangeMessage({ messageId: p.messageId! }), ['getExchangeMessage']),
  at(paths.operationsThreadLogs(), ['listJobRuns']),
  at(paths.operationsJobRun({ runId: p.runId! }), ['getJobRun', 'listJobRunLog']),
  at(paths.installVpp(), ['listVppSites', 'getVppPool']),
  // The company's installations (staff: everyone's) and the admin view over the same list.
  at(paths.installInstallations({ companyUuid: p.companyUuid! }), [
    'getProfile',
    'listCompanyInstallations',
    'listCompanyInstallers',
  ]),
  at(paths.operationsTrends(), ['getTrendSnapshots']),
  at(paths.salesTariffOrderFunnel(), ['getOrderFunnel']),
  at(paths.operationsOrderFunnelLeads(), ['listOrderFunnelLeads']),
  // listActivity's `^[a-z][a-z-]*$` kind has its own longest match now (scripts/generate/pattern-longest.ts).
  at(paths.operationsActivity(), ['listActivity']),
  // Found here (seed 1924): the §14a table keyed rows by DSO and tier, and the grid-fee choice offered a blank DSO
  // under the average fee's value; both are two rows under one key (src/domain/pricing/grid-fee-rows.ts).
  at(paths.operationsPricing(), ['getDayAheadPrices', 'listGridFeeZones']),
];

/**
 * Screens shown drawn answers in the long mode only (ANY_ANSWER_RUNS >= 200, `npm run test:extended`): their runs cost
 * more than `npm test`'s 10 minutes have room for (24 runs: sign-ups 2.0-3.1 s, user roles 6-10 s with 60 rows of up to
 * 20 role chips; 200 runs: 6-27 s and 28-65 s; measured at a load average of ~11 on 2 cores). The e-mail addresses
 * they show are drawn, the longest the spec allows among them (scripts/generate/email-longest.ts). Found here: a role
 * the answer repeats made two chips under one key (heldRoles, src/domain/staff/staff-rules.ts).
 */
export const LONG_MODE_SCREENS: readonly AnswerScreen[] = [
  // The site energy screen's second mount (the site's own page): the module the fleet mount above shows in npm test.
  at(paths.siteEnergy({ subUuid: p.subUuid! }), SITE_ENERGY, bySubscription),
  at(paths.operationsPendingSignUps(), ['listSignUps', 'listInstallerCompanies']),
  at(paths.operationsUserRoles(), ['listStaffUsers']),
];
