// The public company choice of the sign-up page, data-backed: every installer company's uuid and
// name, sorted by name — nothing else of them (no counts, people or installations). Listed by its area, access.area.ts.
import type { DataHandler } from '../../data/data-handler.ts';

export const SIGN_UP_COMPANY_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listPublicInstallerCompanies: (_request, data) => ({
    status: 200,
    body: {
      companies: [...data.companies]
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map(({ uuid, name }) => ({ uuid, name })),
    },
  }),
};
