// The installer company admin's calls, data-backed: the company's installer users, reassigning an
// installation to another of them, and resolving a duplicate (the rule: src/domain/install/duplicates.ts). The data
// layer hands a scoped caller (an installer admin) a view holding only their company (install.scope.ts), so another
// company's uuid or installation is 404 before these run. Writes change the owner's copy: the installation's owner
// record (its installer, `duplicateOf`), and a resolved pair's INSTALLATION_DUPLICATE problem rows go. Listed by its area, install.area.ts.
import { duplicateGroups } from '../../../../src/domain/install/duplicates.ts';
import { isInstallerUser } from './install.fixtures.ts';
import { allCompanyInstallations, companyInstallers } from './install.answers.ts';
import type { InstallerCompany } from '../access/staff.fixtures.ts';
import { apiError, type DataAnswer, type DataHandler } from '../../data/data-handler.ts';
import type { Dataset } from '../../data/dataset.ts';
import { installWorldOf } from './install.handlers.ts';

const validationFailed = (field: string, message: string): DataAnswer => ({
  status: 422,
  body: { message, status: 422, errorId: 'VALIDATION_FAILED', fieldErrors: [{ field, message }] },
});

function companyOf(data: Dataset, uuid: string): InstallerCompany | undefined {
  return data.companies.find((company) => company.uuid === uuid);
}

/** The company's rows as the list shows them (problems and duplicates derived). */
function companyRows(data: Dataset, companyUuid: string) {
  return allCompanyInstallations(installWorldOf(data))
    .filter((entry) => entry.companyUuid === companyUuid)
    .map((entry) => entry.row);
}

/** The path's company and installation, or the 404 for either (an installation of another company too). */
function target(
  data: Dataset,
  pathParams: Readonly<Record<string, string>>,
): { company: InstallerCompany; installationUuid: string } | DataAnswer {
  const uuid = pathParams.companyUuid ?? '';
  const company = companyOf(data, uuid);
  if (!company) return apiError(404, `Installer company ${uuid} not found`, 'NOT_FOUND');
  const installationUuid = pathParams.installationUuid ?? '';
  if (data.installOwners[installationUuid]?.companyUuid !== company.uuid)
    return apiError(404, `Installation ${installationUuid} not found`, 'NOT_FOUND');
  return { company, installationUuid };
}

const rowAnswer = (data: Dataset, companyUuid: string, uuid: string): DataAnswer => {
  const row = companyRows(data, companyUuid).find((candidate) => candidate.uuid === uuid);
  return row ? { status: 200, body: row } : apiError(404, `Installation ${uuid} not found`, 'NOT_FOUND');
};

/** The site subscriptions of installations (a prepared one has none). */
function subscriptionsOf(data: Dataset, uuids: readonly string[]): Set<string> {
  return new Set(
    data.gateways
      .filter(({ gateway }) => gateway.site !== null && uuids.includes(gateway.installationUuid))
      .map(({ gateway }) => gateway.site?.subscription ?? ''),
  );
}

export const INSTALL_ADMIN_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listCompanyInstallers: ({ pathParams }, data) => {
    const uuid = pathParams.companyUuid ?? '';
    const company = companyOf(data, uuid);
    if (!company) return apiError(404, `Installer company ${uuid} not found`, 'NOT_FOUND');
    return { status: 200, body: companyInstallers(installWorldOf(data), company) };
  },

  reassignInstallation: ({ pathParams, body }, data) => {
    const found = target(data, pathParams);
    if ('status' in found) return found;
    const { company, installationUuid } = found;
    const installerId = String((body as { installerId?: unknown } | undefined)?.installerId ?? '');
    const person = data.staff.find((user) => user.id === installerId);
    if (
      !person ||
      person.state !== 'active' ||
      !isInstallerUser(person) ||
      person.company?.uuid !== company.uuid
    )
      return validationFailed('installerId', `${installerId} is not an active installer of ${company.name}`);
    const owner = data.installOwners[installationUuid];
    if (!owner) return apiError(404, `Installation ${installationUuid} not found`, 'NOT_FOUND');
    if (owner.installer === installerId)
      return apiError(409, `${person.name} installs it already`, 'INSTALLER_UNCHANGED');
    owner.installer = installerId;
    // A prepared installation names its installer too ("Installer User ID").
    for (const rows of Object.values(data.installations)) {
      for (const row of rows) if (row.uuid === installationUuid) row.installer = installerId;
    }
    return rowAnswer(data, company.uuid, installationUuid);
  },

  resolveInstallationDuplicate: ({ pathParams, body }, data) => {
    const found = target(data, pathParams);
    if ('status' in found) return found;
    const { company, installationUuid } = found;
    const keepUuid = String((body as { keepUuid?: unknown } | undefined)?.keepUuid ?? '');
    if (keepUuid === installationUuid)
      return validationFailed('keepUuid', 'Keep another installation than the one marked a duplicate');
    if (data.installOwners[keepUuid]?.companyUuid !== company.uuid)
      return validationFailed('keepUuid', `${keepUuid} is not an installation of ${company.name}`);
    const unresolved = companyRows(data, company.uuid).filter((row) => row.duplicateOf === undefined);
    const paired = duplicateGroups(unresolved).some((group) => {
      const members = [group.keep, ...group.others];
      return members.includes(keepUuid) && members.includes(installationUuid);
    });
    if (!paired)
      return apiError(
        409,
        'The two installations are not duplicates (or one is resolved already)',
        'NOT_DUPLICATES',
      );
    const owner = data.installOwners[installationUuid];
    if (!owner) return apiError(404, `Installation ${installationUuid} not found`, 'NOT_FOUND');
    owner.duplicateOf = keepUuid;
    // The pair's problem rows go unless the rule still pairs one of them with another installation.
    const still = new Set(
      duplicateGroups(companyRows(data, company.uuid).filter((row) => row.duplicateOf === undefined)).flatMap(
        (group) => [group.keep, ...group.others],
      ),
    );
    const cleared = subscriptionsOf(
      data,
      [keepUuid, installationUuid].filter((uuid) => !still.has(uuid)),
    );
    data.installationProblems = data.installationProblems.filter(
      (row) => !(row.problemName === 'INSTALLATION_DUPLICATE' && cleared.has(row.subscription)),
    );
    return rowAnswer(data, company.uuid, installationUuid);
  },
};

/** What the audit trail records of an installation (audit-targets.ts): its name, installer and `duplicateOf`. */
export function installationAuditFields(data: Dataset, uuid: string): Record<string, unknown> | undefined {
  const owner = data.installOwners[uuid];
  if (!owner) return undefined;
  const name =
    Object.values(data.installations)
      .flat()
      .find((row) => row.uuid === uuid)?.name ??
    data.gateways.find(({ gateway }) => gateway.installationUuid === uuid)?.gateway.installationName ??
    uuid;
  return { name, installer: owner.installer, duplicateOf: owner.duplicateOf ?? null };
}
