// Named examples of the order funnel and its leads, for Prism alone; the data-backed mock
// answers them from the owner's world with the same functions (leads.answers.ts).
import type { Fixtures } from '../../../generate/fixtures.ts';
import { REFERENCE_DATE } from '../../../generate/fixtures.ts';
import { leadsExportCsv } from '../../../../src/domain/sales/lead-export.ts';
import { funnelAnswer, leadRow, leadsPage } from './leads.answers.ts';
import { buildLeadWorld } from './leads.fixtures.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';

export function leadExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const staff = fixtures.staff.staff;
  const { leads, leadContacts } = buildLeadWorld(fixtures.seed, REFERENCE_DATE, staff);
  const consented = leads.find((lead) => lead.consent && lead.status === 'new');
  if (!consented) throw new Error('lead world without a consented new lead');
  const contact = leadContacts[consented.id];
  if (!contact) throw new Error(`lead ${consented.id} without contact`);
  const assignee = staff.find((user) => user.email.startsWith('sales@')) ?? staff[0];
  return {
    getOrderFunnel: {
      default: {
        summary: 'The last 30 days, every channel',
        value: funnelAnswer(leads, 30, null, REFERENCE_DATE),
      },
      web7: { summary: 'The last 7 days, web', value: funnelAnswer(leads, 7, 'web', REFERENCE_DATE) },
    },
    listOrderFunnelLeads: {
      default: { summary: 'Page 1 of every lead', value: leadsPage(leads, staff, {}, 1, undefined) },
      empty: {
        summary: 'No lead matches',
        value: leadsPage(leads, staff, { q: 'no such tariff' }, 1, undefined),
      },
    },
    updateLead: {
      default: {
        summary: 'Set to contacted and assigned',
        value: {
          ...leadRow({ ...consented, status: 'contacted', assigneeId: assignee?.id ?? null }, staff),
          updatedAt: new Date(REFERENCE_DATE).toISOString().replace('.000Z', 'Z'),
        },
      },
    },
    exportLeads: {
      default: {
        summary: 'The consented leads among the newest 20 started (a short example)',
        value: leadsExportCsv(
          leads.slice(0, 20).map((lead) => leadRow(lead, staff)),
          (leadId) => leadContacts[leadId],
        ),
      },
      empty: {
        summary: 'No lead matches: the header row alone',
        value: leadsExportCsv([], () => undefined),
      },
    },
    revealLeadContact: {
      default: { summary: 'A consented lead', value: { leadId: consented.id, ...contact } },
    },
  };
}
