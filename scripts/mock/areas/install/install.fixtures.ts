// Who owns each installation (DESIGN §3 "Ownership"): every prepared installation and every site's
// installation belongs to exactly one installer company, and has one installer — a staff user of that company with
// an installer role (the prepared installation's `installer` field is that user's id, "Installer User ID" in the
// spec). Fleet managers look after a few fleets. No random draws: the owners go round the companies and their
// installers in the world's order, so nothing drawn elsewhere changes and the same seed gives the same owners.
import type { components } from '../../../../src/api/schema.gen.ts';
import type { StaffUser, StaffWorld } from '../access/staff.fixtures.ts';

type Schemas = components['schemas'];

export interface InstallOwner {
  companyUuid: string;
  /** A staff user id: an installer (or installer admin) of the company. */
  installer: string;
  /** Set when a duplicate was resolved by keeping another installation: the kept one's uuid. */
  duplicateOf?: string;
}

export interface InstallOwnership {
  /** By installation uuid: the prepared installations' and the sites' own installations. */
  installations: Record<string, InstallOwner>;
  /** By staff user id: the fleets (uuids) a fleet manager looks after. */
  managedFleets: Record<string, string[]>;
}

/** Whether a staff user installs for their company (and so can be an installation's installer). */
export const isInstallerUser = (user: Pick<StaffUser, 'roles' | 'company'>): boolean =>
  user.company !== undefined && user.roles.some((role) => role === 'Installer' || role === 'Installer admin');

/** The installer users of each company, in staff order: active ones first, so a deactivated person owns least. */
export function installersByCompany(staff: StaffWorld): Map<string, StaffUser[]> {
  const byCompany = new Map<string, StaffUser[]>(staff.companies.map((company) => [company.uuid, []]));
  const ordered = [
    ...staff.staff.filter((user) => user.state === 'active'),
    ...staff.staff.filter((user) => user.state !== 'active'),
  ];
  for (const user of ordered) {
    if (isInstallerUser(user)) byCompany.get(user.company?.uuid ?? '')?.push(user);
  }
  return byCompany;
}

export interface OwnershipInput {
  /** Provider by provider: the prepared installations (mutated: `installer` becomes the owner's installer). */
  prepared: readonly Schemas['PreparedInstallationSource'][][];
  /** The sites' own installations, in world order: their uuids. */
  siteInstallations: readonly string[];
  fleets: readonly Schemas['Fleet'][];
}

export function assignOwnership(input: OwnershipInput, staff: StaffWorld): InstallOwnership {
  const byCompany = installersByCompany(staff);
  const companies = staff.companies.filter((company) => (byCompany.get(company.uuid) ?? []).length > 0);
  if (companies.length === 0) throw new Error('no installer company has an installer');
  const turns = new Map<string, number>();
  let next = 0;
  const owner = (): InstallOwner => {
    const company = companies[next % companies.length] as (typeof companies)[number];
    next += 1;
    const installers = byCompany.get(company.uuid) as StaffUser[];
    const turn = turns.get(company.uuid) ?? 0;
    turns.set(company.uuid, turn + 1);
    return { companyUuid: company.uuid, installer: (installers[turn % installers.length] as StaffUser).id };
  };
  const installations: Record<string, InstallOwner> = {};
  for (const rows of input.prepared) {
    for (const installation of rows) {
      const assigned = owner();
      installations[installation.uuid] = assigned;
      installation.installer = assigned.installer;
    }
  }
  for (const uuid of input.siteInstallations) installations[uuid] = owner();

  const managedFleets: Record<string, string[]> = {};
  const managers = staff.staff.filter((user) => user.roles.includes('Fleet manager'));
  managers.forEach((user, index) => {
    if (input.fleets.length === 0) return;
    const count = Math.min(input.fleets.length, 2 + (index % 2));
    managedFleets[user.id] = Array.from(
      { length: count },
      (_, offset) => (input.fleets[(index * 3 + offset) % input.fleets.length] as Schemas['Fleet']).uuid,
    );
  });
  return { installations, managedFleets };
}

/** What plantDuplicates reads and renames: a gateway record's installation. */
interface NamedGateway {
  gateway: { installationUuid: string; installationName: string };
}

/**
 * A few duplicate installations, deterministically (the rule is src/domain/install/duplicates.ts):
 * each site that carries INSTALLATION_DUPLICATE gets a twin — the newest prepared installation of the site's company
 * still in preparation (in progress or ready) and not already a twin is renamed to the site installation's name (the same customer at the same address), its
 * gateways' `installationName` with it. No random draws; a company without a prepared installation plants none.
 * Returns the pairs (site installation uuid, prepared twin uuid).
 */
export function plantDuplicates(input: {
  duplicateSites: readonly Schemas['SiteRow'][];
  siteInstallationUuid: (site: Schemas['SiteRow']) => string;
  prepared: readonly Schemas['PreparedInstallationSource'][];
  gateways: readonly NamedGateway[];
  ownership: InstallOwnership;
}): [string, string][] {
  const { ownership } = input;
  const companyOf = (uuid: string) => ownership.installations[uuid]?.companyUuid;
  const newestFirst = [...input.prepared].sort(
    (a, b) => b.created.localeCompare(a.created) || a.uuid.localeCompare(b.uuid),
  );
  // Each installation's gateways, in the world's order (a big world has many).
  const gatewaysOf = new Map<string, NamedGateway[]>();
  for (const record of input.gateways) {
    const uuid = record.gateway.installationUuid;
    gatewaysOf.set(uuid, [...(gatewaysOf.get(uuid) ?? []), record]);
  }
  const taken = new Set<string>();
  const pairs: [string, string][] = [];
  for (const site of input.duplicateSites) {
    const siteInstallation = input.siteInstallationUuid(site);
    const company = companyOf(siteInstallation);
    const name = gatewaysOf.get(siteInstallation)?.[0]?.gateway.installationName;
    // A twin is one still being prepared (a second installation started for a customer the company has already).
    const twin = newestFirst.find(
      (row) =>
        !taken.has(row.uuid) &&
        companyOf(row.uuid) === company &&
        (row.status === 'IN_PROGRESS' || row.status === 'READY'),
    );
    if (company === undefined || name === undefined || twin === undefined) continue;
    taken.add(twin.uuid);
    twin.name = name;
    for (const record of gatewaysOf.get(twin.uuid) ?? []) record.gateway.installationName = name;
    pairs.push([siteInstallation, twin.uuid]);
  }
  return pairs;
}
