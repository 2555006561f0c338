// The install calls' answers as a function of the world: each installer company's
// installations — the prepared ones and the sites' own — with their commissioning facts, installer and installation
// problems; and the company picker's counts. Called by the examples (install.examples.ts, from the fixtures) and by
// the mock's handler (scripts/mock/areas/install/install.handlers.ts, from the owner's dataset), so they agree.
import type { components } from '../../../../src/api/schema.gen.ts';
import { isStuck } from '../../../../src/domain/install/commissioning.ts';
import {
  filterCompanyInstallations,
  type CompanyInstallation,
  type CompanyInstallationsQuery,
} from '../../../../src/domain/install/company-installations.rules.ts';
import { duplicateUuids } from '../../../../src/domain/install/duplicates.ts';
import { LIST_PAGE_SIZE } from '../../../../src/domain/lists/paging.ts';
import type { EvseRecord } from '../evses/evses.fixtures.ts';
import type { Fixtures } from '../../../generate/fixtures.ts';
import type { GatewayRecord } from '../gateways/gateways.fixtures.ts';
import { isInstallerUser, type InstallOwner } from './install.fixtures.ts';
import type { InstallerCompany, StaffUser } from '../access/staff.fixtures.ts';

type Schemas = components['schemas'];
type InstallationProblemCode = Schemas['InstallationProblemCode'];

/** What the install answers read of a world (the fixtures and the mock's dataset both give it). */
export interface InstallWorld {
  readonly companies: readonly InstallerCompany[];
  readonly staff: readonly StaffUser[];
  readonly installOwners: Readonly<Record<string, InstallOwner>>;
  readonly prepared: readonly Schemas['PreparedInstallationSource'][];
  readonly sites: readonly Schemas['SiteRow'][];
  readonly gateways: readonly GatewayRecord[];
  readonly evses: readonly EvseRecord[];
  readonly installationProblems: readonly Schemas['ProblemRow'][];
}

export function installWorldOfFixtures(fixtures: Fixtures): InstallWorld {
  return {
    companies: fixtures.staff.companies,
    staff: fixtures.staff.staff,
    installOwners: fixtures.ownership.installations,
    prepared: fixtures.providers.flatMap((provider) => provider.installations),
    sites: fixtures.providers.flatMap((provider) => provider.sites),
    gateways: fixtures.gateway.gateways,
    evses: fixtures.evse.evses,
    installationProblems: fixtures.installationProblems,
  };
}

const INSTALLATION_PROBLEMS: readonly string[] = [
  'INSTALLATION_DUPLICATE',
  'PENDING_ACTIVATION',
  'OLDER_THAN_30_DAYS',
] satisfies InstallationProblemCode[];

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Every installation of the world with its company, newest first (ties by uuid). */
export function allCompanyInstallations(
  world: InstallWorld,
): { companyUuid: string; row: CompanyInstallation }[] {
  const gatewaysOf = groupBy(world.gateways, (record) => record.gateway.installationUuid);
  const chargersOf = groupBy(world.evses, (record) => record.detail.evse.gateway.installationUuid);
  const problemsOf = groupBy(world.installationProblems, (row) => row.subscription);
  const staffById = new Map(world.staff.map((user) => [user.id, user]));
  const installerOf = (owner: InstallOwner) => {
    const user = staffById.get(owner.installer);
    return user ? { id: user.id, name: user.name } : null;
  };
  const chargers = (uuid: string) =>
    (chargersOf.get(uuid) ?? []).slice(0, 20).map(({ detail }) => ({
      evseUuid: detail.evse.evseUuid,
      label: detail.evse.displayName || detail.evse.uniqueIdentifier,
    }));
  const facts = (uuid: string, activationRequested: boolean, activated: boolean) => {
    const gateways = gatewaysOf.get(uuid) ?? [];
    const waiting = gateways.find((record) => record.seenChargePoints.length > 0);
    return {
      gatewayRegistered: gateways.length > 0,
      gatewayOnline: gateways.some((record) => record.gateway.online),
      devicesSeen: gateways.reduce((sum, record) => sum + record.devices.length, 0),
      chargersRegistered: chargersOf.get(uuid)?.length ?? 0,
      chargersWaiting: gateways.reduce((sum, record) => sum + record.seenChargePoints.length, 0),
      waitingGateway: waiting?.gateway.hemGatewayId ?? null,
      activationRequested,
      activated,
    };
  };
  const rows: { companyUuid: string; row: CompanyInstallation }[] = [];
  for (const installation of world.prepared) {
    const owner = world.installOwners[installation.uuid];
    if (!owner) continue;
    rows.push({
      companyUuid: owner.companyUuid,
      row: {
        uuid: installation.uuid,
        name: installation.name,
        status: installation.status,
        created: installation.created,
        hemProvider: installation.hemProvider,
        hemsId: installation.hems?.id ?? '',
        gatewayId: installation.pvBattGateway?.id ?? '',
        installer: installerOf(owner),
        ...(owner.duplicateOf === undefined ? {} : { duplicateOf: owner.duplicateOf }),
        site: null,
        problems: [],
        commissioning: facts(
          installation.uuid,
          installation.status === 'COMPLETED' || installation.status === 'ACTIVATED',
          installation.status === 'ACTIVATED',
        ),
        chargers: chargers(installation.uuid),
      },
    });
  }
  const sites = new Map(world.sites.map((site) => [site.subscription, site]));
  for (const { gateway } of world.gateways) {
    const site = gateway.site && sites.get(gateway.site.subscription);
    // A site's own installation once: its main gateway (the one whose id is the site's gatewayId).
    if (!site || site.gatewayId !== gateway.hemGatewayId) continue;
    const owner = world.installOwners[gateway.installationUuid];
    if (!owner) continue;
    const activated = site.status !== 'INACTIVE';
    const problems = [
      ...new Set(
        (problemsOf.get(site.subscription) ?? [])
          .map((row) => row.problemName)
          .filter((code): code is InstallationProblemCode => INSTALLATION_PROBLEMS.includes(code)),
      ),
    ].sort((a, b) => INSTALLATION_PROBLEMS.indexOf(a) - INSTALLATION_PROBLEMS.indexOf(b));
    rows.push({
      companyUuid: owner.companyUuid,
      row: {
        uuid: gateway.installationUuid,
        name: gateway.installationName,
        status: activated ? 'ACTIVATED' : 'COMPLETED',
        created: site.created,
        hemProvider: gateway.hemProvider,
        hemsId: gateway.hemsLogicalId,
        gatewayId: gateway.hemGatewayId,
        installer: installerOf(owner),
        ...(owner.duplicateOf === undefined ? {} : { duplicateOf: owner.duplicateOf }),
        site: { subscription: site.subscription, siteUuid: site.siteUuid, userReference: site.userReference },
        problems,
        commissioning: facts(gateway.installationUuid, true, activated),
        chargers: chargers(gateway.installationUuid),
      },
    });
  }
  markDuplicates(rows);
  return rows.sort(
    (a, b) => b.row.created.localeCompare(a.row.created) || a.row.uuid.localeCompare(b.row.uuid),
  );
}

/**
 * INSTALLATION_DUPLICATE on every installation the duplicate rule pairs within its company (besides the problem
 * rows a site carries), among the installations not resolved already (`duplicateOf`).
 */
function markDuplicates(rows: readonly { companyUuid: string; row: CompanyInstallation }[]): void {
  const byCompany = groupBy(
    rows.filter(({ row }) => row.duplicateOf === undefined),
    (entry) => entry.companyUuid,
  );
  for (const entries of byCompany.values()) {
    const duplicates = duplicateUuids(entries.map(({ row }) => row));
    for (const { row } of entries) {
      if (!duplicates.has(row.uuid) || row.problems.includes('INSTALLATION_DUPLICATE')) continue;
      row.problems = ['INSTALLATION_DUPLICATE', ...row.problems];
    }
  }
}

/** A company's active installer users by name, with their installation counts (listCompanyInstallers). */
export function companyInstallers(
  world: InstallWorld,
  company: InstallerCompany,
): Schemas['CompanyInstallersResponse'] {
  const counts = new Map<string, number>();
  for (const owner of Object.values(world.installOwners)) {
    if (owner.companyUuid === company.uuid)
      counts.set(owner.installer, (counts.get(owner.installer) ?? 0) + 1);
  }
  return {
    company: { uuid: company.uuid, name: company.name },
    installers: world.staff
      .filter(
        (user) => user.state === 'active' && isInstallerUser(user) && user.company?.uuid === company.uuid,
      )
      .map((user) => ({
        id: user.id,
        name: user.name,
        admin: user.roles.includes('Installer admin'),
        installationCount: counts.get(user.id) ?? 0,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id)),
  };
}

/** The company picker (listInstallCompanies): the companies of `companies` with their counts; `first` leads. */
export function installCompanies(
  world: InstallWorld,
  companies: readonly InstallerCompany[],
  options: { text?: string; first?: string } = {},
): Schemas['InstallCompaniesResponse'] {
  const byCompany = groupBy(allCompanyInstallations(world), (entry) => entry.companyUuid);
  const text = (options.text ?? '').trim().toLowerCase();
  return {
    companies: companies
      .filter((company) => text === '' || company.name.toLowerCase().includes(text))
      .map((company) => {
        const rows = (byCompany.get(company.uuid) ?? []).map((entry) => entry.row);
        return {
          uuid: company.uuid,
          name: company.name,
          installationCount: rows.length,
          activatedCount: rows.filter((row) => row.commissioning.activated).length,
          stuckCount: rows.filter((row) => isStuck(row.commissioning)).length,
          problemCount: rows.reduce((sum, row) => sum + row.problems.length, 0),
        };
      })
      .sort(
        (a, b) =>
          Number(b.uuid === options.first) - Number(a.uuid === options.first) ||
          a.name.localeCompare(b.name, 'en'),
      ),
  };
}

/** One page of a company's installations (listCompanyInstallations), narrowed by the call's rule. */
export function companyInstallationsPage(
  world: InstallWorld,
  company: InstallerCompany,
  query: CompanyInstallationsQuery & { page?: number },
  callerId: string | undefined,
): Schemas['CompanyInstallationsResponse'] {
  const rows = allCompanyInstallations(world)
    .filter((entry) => entry.companyUuid === company.uuid)
    .map((entry) => entry.row);
  const matching = filterCompanyInstallations(rows, query, callerId);
  const page = query.page ?? 1;
  return {
    company: { uuid: company.uuid, name: company.name },
    installations: matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
    page,
    countPages: Math.ceil(matching.length / LIST_PAGE_SIZE),
    countTotal: matching.length,
  };
}
