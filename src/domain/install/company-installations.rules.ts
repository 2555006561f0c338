import type { components, paths } from '../../api/schema.gen.ts';
import { datesTest, statusTest } from '../filters/row-tests.ts';
import { normalizeSearchText } from '../lists/search-text.ts';
import { isStuck } from './commissioning.ts';

/*
 * The server's rule of listCompanyInstallations, what a backend and the data-backed mock do with
 * the call's parameters — every group ANDs, choices within a group OR:
 *
 * | parameter | rule |
 * | --- | --- |
 * | `text` | part of the name, the HEMS id or the gateway id, case-insensitive |
 * | `status` | the installation status is one of them |
 * | `problem` | the installation carries one of the codes, or `STUCK` and its checklist has an unmet step |
 * | `installer` | the installer's staff user id; `mine` = the caller's |
 * | `creation_start_date`, `creation_end_date` | whole local days, inclusive (the sites call's rule) |
 */

export type CompanyInstallation = components['schemas']['CompanyInstallation'];
export type CompanyInstallationsQuery = NonNullable<
  paths['/ui/v1/install/companies/{companyUuid}/installations']['get']['parameters']['query']
>;
export type InstallationProblemFilter = components['schemas']['InstallationProblemFilter'];

/** The `installer` value that means the caller. */
export const MINE = 'mine';

export function filterCompanyInstallations(
  rows: readonly CompanyInstallation[],
  query: CompanyInstallationsQuery,
  callerId: string | undefined,
): CompanyInstallation[] {
  const text = normalizeSearchText(query.text ?? '').toLowerCase();
  const status = statusTest(query.status);
  const dates = datesTest({
    start: query.creation_start_date ?? null,
    end: query.creation_end_date ?? null,
  });
  const problems = query.problem ?? [];
  const installer = query.installer === MINE ? (callerId ?? null) : (query.installer ?? undefined);
  return rows.filter(
    (row) =>
      (text === '' ||
        [row.name, row.hemsId, row.gatewayId].some((field) => field.toLowerCase().includes(text))) &&
      (status === null || status(row)) &&
      (dates === null || dates(row)) &&
      (problems.length === 0 ||
        problems.some((code) =>
          code === 'STUCK' ? isStuck(row.commissioning) : row.problems.includes(code),
        )) &&
      (installer === undefined || row.installer?.id === installer),
  );
}
