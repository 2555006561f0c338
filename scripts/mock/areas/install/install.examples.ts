// Named examples of the install calls for Prism alone, drawn from the generated world with the answers'
// own functions (install.answers.ts): every company with its counts, a company's first page, its stuck installations.
import { duplicateGroups } from '../../../../src/domain/install/duplicates.ts';
import type { Fixtures } from '../../../generate/fixtures.ts';
import {
  allCompanyInstallations,
  companyInstallationsPage,
  companyInstallers,
  installCompanies,
  installWorldOfFixtures,
} from './install.answers.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';

export function installExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const world = installWorldOfFixtures(fixtures);
  const [company] = fixtures.staff.companies;
  if (!company) throw new Error('the world has no installer company');
  const installers = companyInstallers(world, company);
  const rows = allCompanyInstallations(world)
    .filter((entry) => entry.companyUuid === company.uuid)
    .map((entry) => entry.row);
  const [row, second] = rows;
  // The rule's first pair (the generator plants one where a site carries INSTALLATION_DUPLICATE); a world without
  // one (another seed, a small world) shows the first two installations.
  const group = duplicateGroups(rows)[0] ?? { keep: row?.uuid ?? '', others: [second?.uuid ?? ''] };
  const duplicate = rows.find((candidate) => candidate.uuid === group.others[0]);
  const other = installers.installers.find((person) => person.id !== row?.installer?.id);
  if (!row || !duplicate || !other) throw new Error('the first installer company lacks an example');
  return {
    listCompanyInstallers: {
      default: { summary: `${company.name}: its installers`, value: installers },
    },
    reassignInstallation: {
      default: {
        summary: `${row.name} given to ${other.name}`,
        value: { ...row, installer: { id: other.id, name: other.name } },
      },
    },
    resolveInstallationDuplicate: {
      default: {
        summary: `${duplicate.name} marked a duplicate`,
        value: {
          ...duplicate,
          duplicateOf: group.keep,
          problems: duplicate.problems.filter((code) => code !== 'INSTALLATION_DUPLICATE'),
        },
      },
    },
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
