// Named examples of the install calls (issue 34) for Prism alone, drawn from the generated world with the answers'
// own functions (install.ts): every company with its counts, a company's first page, its stuck installations.
import type { Fixtures } from './fixtures.ts';
import { companyInstallationsPage, installCompanies, installWorldOfFixtures } from './install.ts';
import type { NamedExamples } from './named-examples.ts';

export function installExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const world = installWorldOfFixtures(fixtures);
  const [company] = fixtures.staff.companies;
  if (!company) throw new Error('the world has no installer company');
  return {
    listInstallCompanies: {
      default: { summary: 'Every installer company', value: installCompanies(world, world.companies) },
      ownCompany: {
        summary: `An installer's view: their own company (${company.name})`,
        value: installCompanies(world, [company], { first: company.uuid }),
      },
    },
    listCompanyInstallations: {
      default: {
        summary: `${company.name}, page 1`,
        value: companyInstallationsPage(world, company, {}, undefined),
      },
      stuck: {
        summary: `${company.name}, the stuck installations`,
        value: companyInstallationsPage(world, company, { problem: ['STUCK'] }, undefined),
      },
    },
  };
}
