// The install calls' data-backed answers: the company picker and a company's installations, from the
// owner's dataset with the answers' own functions (scripts/mock/areas/install/install.answers.ts) and the list's module. The data layer
// hands a scoped caller (an installer) a view holding only their company (install.scope.ts), so another company's
// uuid is 404 here and the picker lists their company alone. Listed by its area, install.area.ts.
import { COMPANY_INSTALLATIONS_LIST_MODULE } from '../../../../src/domain/install/company-installations.list.ts';
import { companyInstallationsPage, installCompanies, type InstallWorld } from './install.answers.ts';
import { apiError, type DataHandler } from '../../data/data-handler.ts';
import type { Dataset } from '../../data/dataset.ts';
import { listQueryOf } from '../../data/query-params.ts';
import { callerOf } from '../../data/staff.ts';

export function installWorldOf(data: Dataset): InstallWorld {
  return {
    companies: data.companies,
    staff: data.staff,
    installOwners: data.installOwners,
    prepared: Object.values(data.installations).flat(),
    sites: Object.values(data.sites).flat(),
    gateways: data.gateways,
    evses: data.evses,
    installationProblems: data.installationProblems,
  };
}

export const INSTALL_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listInstallCompanies: ({ query, bearer }, data) => {
    const caller = bearer === undefined ? undefined : callerOf(data, bearer);
    const text = query.get('text') ?? '';
    const first = caller?.company?.uuid;
    return {
      status: 200,
      body: installCompanies(installWorldOf(data), data.companies, {
        text,
        ...(first === undefined ? {} : { first }),
      }),
    };
  },

  listCompanyInstallations: ({ pathParams, query, bearer }, data) => {
    const uuid = pathParams.companyUuid ?? '';
    const company = data.companies.find((candidate) => candidate.uuid === uuid);
    if (!company) return apiError(404, `Installer company ${uuid} not found`, 'NOT_FOUND');
    const caller = bearer === undefined ? undefined : callerOf(data, bearer);
    return {
      status: 200,
      body: companyInstallationsPage(
        installWorldOf(data),
        company,
        listQueryOf(COMPANY_INSTALLATIONS_LIST_MODULE, query),
        caller?.id,
      ),
    };
  },
};
