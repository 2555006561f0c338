// The server's scope (DESIGN §3 "Access"): an installer or installer admin sees only their
// company's installations and the sites, gateways and chargers of them; a fleet manager only their fleets' sites and
// the chargers there. The rule is src/domain/access/data-scope.ts, applied to the caller's current role membership
// in the owner's dataset (not to claims frozen in the token). The data layer answers a scoped caller's reads from a
// view of the dataset that holds only what the scope holds, so lists, counts and pages are the scope's; an item
// outside the scope is 404, as if it did not exist (an id never tells another company's data exists). The same holds
// for the sign-ups: an installer admin sees those asking for their company (src/domain/access/sign-up-approval.ts).
import {
  dataScopeOf,
  EVERYTHING,
  holdsCompany,
  type DataScope,
} from '../../../../src/domain/access/data-scope.ts';
import { seesSignUp } from '../../../../src/domain/access/sign-up-approval.ts';
import { apiError, type DataAnswer, type DataRequest } from '../../data/data-handler.ts';
import type { Dataset } from '../../data/dataset.ts';
import { callerOf } from '../../data/staff.ts';

/**
 * The scope of whoever holds `bearer`. No token (a test calling the data layer directly) or a refused one: everything —
 * the proxy's refusal() answers 401 to a refused token before any handler runs.
 */
export function callerScope(data: Dataset, bearer: string | undefined): DataScope {
  if (bearer === undefined) return EVERYTHING;
  const caller = callerOf(data, bearer);
  if (caller === undefined) return EVERYTHING;
  return dataScopeOf({
    roles: caller.roles,
    companyUuid: caller.company?.uuid,
    fleetUuids: data.managedFleets[caller.id] ?? [],
  });
}

/** The installation uuids (prepared and the sites' own) a scope holds. */
export function installationsInScope(data: Dataset, scope: DataScope): Set<string> {
  return new Set(
    Object.entries(data.installOwners)
      .filter(([, owner]) => holdsCompany(scope, owner.companyUuid))
      .map(([uuid]) => uuid),
  );
}

/**
 * The dataset as a scoped caller may see it: the same rows (objects shared with `data`, so a write through the view's
 * rows lands in the dataset), fewer of them. Everything for an unscoped caller (`data` itself).
 */
export function scopedView(data: Dataset, scope: DataScope): Dataset {
  if (scope.kind === 'all') return data;
  const installations = installationsInScope(data, scope);
  const subscriptions = new Set<string>();
  for (const { gateway } of data.gateways) {
    if (gateway.site && installations.has(gateway.installationUuid))
      subscriptions.add(gateway.site.subscription);
  }
  for (const rows of Object.values(data.sites)) {
    for (const site of rows) {
      if (site.fleets.some((fleet) => scope.fleets.has(fleet.uuid))) subscriptions.add(site.subscription);
    }
  }
  const gateways = data.gateways.filter(
    ({ gateway }) =>
      installations.has(gateway.installationUuid) ||
      (gateway.site !== null && subscriptions.has(gateway.site.subscription)),
  );
  const gatewayIds = new Set(gateways.map(({ gateway }) => gateway.hemGatewayId));
  const fleetsWithSites = new Set<string>();
  const sites = Object.fromEntries(
    Object.entries(data.sites).map(([provider, rows]) => {
      const own = rows.filter((site) => subscriptions.has(site.subscription));
      for (const site of own) for (const fleet of site.fleets) fleetsWithSites.add(fleet.uuid);
      return [provider, own];
    }),
  );
  const inScope = (row: { subscription: string }) => subscriptions.has(row.subscription);
  return {
    ...data,
    sites,
    installations: Object.fromEntries(
      Object.entries(data.installations).map(([provider, rows]) => [
        provider,
        rows.filter((row) => installations.has(row.uuid)),
      ]),
    ),
    fleets: data.fleets.filter((fleet) =>
      scope.fleets.size > 0 ? scope.fleets.has(fleet.uuid) : fleetsWithSites.has(fleet.uuid),
    ),
    siteProblems: data.siteProblems.filter(inScope),
    installationProblems: data.installationProblems.filter(inScope),
    evseProblems: Object.fromEntries(
      Object.entries(data.evseProblems).filter(([subscription]) => subscriptions.has(subscription)),
    ),
    evses: data.evses.filter(
      ({ detail }) =>
        gatewayIds.has(detail.evse.gateway.hemGatewayId) ||
        (detail.evse.site !== null && subscriptions.has(detail.evse.site.subscription)),
    ),
    gateways,
    // OCPP identities that belong to no installation belong to no company either.
    chargepointCandidates: [],
    companies: data.companies.filter((company) => scope.companies.has(company.uuid)),
    installOwners: Object.fromEntries(
      Object.entries(data.installOwners).filter(([uuid]) => installations.has(uuid)),
    ),
    // An installer admin's sign-up queue: the sign-ups that ask for their company.
    signUps: data.signUps.filter((signUp) => seesSignUp(scope, signUp.company?.uuid)),
  };
}

/** The installations a scoped view holds (its prepared installations' and its sites'): what jump-to searches. */
export function viewInstallations(view: Dataset): Set<string> {
  return new Set([
    ...Object.keys(view.installOwners),
    ...view.gateways.map(({ gateway }) => gateway.installationUuid),
  ]);
}

/** Path parameters that name a thing of the world, and whether the (scoped) world has it. */
const HOLDS: Readonly<Record<string, (view: Dataset, key: string) => boolean>> = {
  siteKey: (view, key) =>
    Object.values(view.sites).some((rows) =>
      rows.some((site) => site.subscription === key || site.siteUuid === key),
    ),
  subUuid: (view, key) =>
    Object.values(view.sites).some((rows) => rows.some((site) => site.subscription === key)),
  // The VPP enrolment calls name their site by its subscription.
  subscription: (view, key) =>
    Object.values(view.sites).some((rows) => rows.some((site) => site.subscription === key)),
  installationUuid: (view, key) =>
    key in view.installOwners || view.gateways.some(({ gateway }) => gateway.installationUuid === key),
  hemGatewayId: (view, key) => view.gateways.some(({ gateway }) => gateway.hemGatewayId === key),
  evseUuid: (view, key) => view.evses.some(({ detail }) => detail.evse.evseUuid === key),
  fleetUuid: (view, key) => view.fleets.some((fleet) => fleet.uuid === key),
  uniqueIdentifier: (view, key) => view.chargepointCandidates.some((c) => c.uniqueIdentifier === key),
  companyUuid: (view, key) => view.companies.some((company) => company.uuid === key),
  signUpId: (view, key) => view.signUps.some((signUp) => signUp.id === key),
};
/** `getPreparedInstallation` names its installation `id`. */
const ID_PARAM_OPERATIONS: Readonly<Record<string, string>> = { getPreparedInstallation: 'installationUuid' };

/**
 * 404 when a path parameter names a thing the full dataset has but the scoped view does not (another company's or
 * fleet's); undefined = go on (the handler answers an unknown key itself).
 */
export function outOfScope(request: DataRequest, data: Dataset, view: Dataset): DataAnswer | undefined {
  if (view === data) return undefined;
  for (const [param, key] of Object.entries(request.pathParams)) {
    const kind = param === 'id' ? ID_PARAM_OPERATIONS[request.operationId] : param;
    const holds = kind === undefined ? undefined : HOLDS[kind];
    if (holds === undefined) continue;
    if (!holds(view, key) && holds(data, key)) return apiError(404, `${param} ${key} not found`, 'NOT_FOUND');
  }
  return undefined;
}
