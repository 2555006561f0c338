// Response templates of the order funnel and its leads. Values are those of the generated
// dataset; the shapes are what the contract asserts.
import type { components } from '../../src/api/schema.gen.ts';
import { LEADS_EXPORT_HEADER, leadsExportCsv } from '../../src/domain/sales/lead-export.ts';
import { arrayOf, bool, dateTime, int, num, oneOf, orNull, shaped, text, uuid } from './matchers.ts';
import { everyValueOf } from './types.ts';

type Schemas = components['schemas'];

/** Leads of the default dataset: one consented and new, one that did not consent. */
export const CONSENTED_LEAD = 'L-00001';
export const UNCONSENTED_LEAD = 'L-00002';
export const UNKNOWN_LEAD = 'L-99999';
/** Sami Sales, the Sales persona's staff user: leads can be assigned to them. */
export const SALES_USER = '915632a9-fd3e-40c8-b74a-681032c178e7';

const STEPS = everyValueOf<Schemas['OrderFunnelStep']>()([
  'postcode-consumption',
  'tariff',
  'person-address',
  'supplier-meter-date',
  'sepa',
  'consent',
  'submitted',
  'supply-confirmed',
]);
const CHANNELS = everyValueOf<Schemas['OrderChannel']>()(['web', 'partner', 'phone']);
const STATUSES = everyValueOf<Schemas['LeadStatus']>()(['new', 'contacted', 'won', 'lost']);

const figures = {
  from: dateTime('2026-10-02T00:00:00Z'),
  to: dateTime('2026-11-01T00:00:00Z'),
  started: int(110),
  completed: int(12),
  steps: arrayOf(
    {
      step: oneOf(STEPS, 'tariff'),
      count: int(80),
      stopped: int(10),
      overallConversion: orNull(num(0.72)),
      stepConversion: orNull(num(0.72)),
      medianSecondsFromPrevious: orNull(num(330)),
    },
    1,
  ),
};

export const orderFunnel = (
  channel: Schemas['OrderChannel'] | null,
  period: Schemas['OrderFunnelPeriod'],
) => ({
  period,
  channel: channel === null ? null : oneOf(CHANNELS, channel),
  current: figures,
  previous: figures,
});

const assignee = shaped<Schemas['LeadAssignee']>({ id: uuid(SALES_USER), name: text('Sami Sales') });

/** A lead row; `assigned` false: nobody is assigned (the null of `assignee`). */
export const lead = (status: Schemas['LeadStatus'] = 'new', assigned = true) => ({
  id: text(CONSENTED_LEAD),
  startedAt: dateTime('2026-10-31T22:44:12Z'),
  lastStep: oneOf(STEPS, 'tariff'),
  lastStepAt: dateTime('2026-10-31T22:45:31Z'),
  channel: oneOf(CHANNELS, 'web'),
  postcode: text('53709'),
  tariff: text('Flex Dynamisch'),
  consent: bool(true),
  status: oneOf(STATUSES, status),
  assignee: assigned ? assignee : null,
  note: text(''),
  updatedAt: dateTime('2026-11-01T00:00:00Z'),
});

/** A page of assigned leads (pact cannot match an object that may be null inside an array). */
export const leadsPage = {
  leads: arrayOf(lead(), 1),
  page: int(1),
  countPages: int(13),
  countTotal: int(640),
  assignees: arrayOf(assignee, 1),
};

/** A page of leads nobody is assigned to. */
export const unassignedLeadsPage = { ...leadsPage, leads: arrayOf(lead('new', false), 1) };

export const emptyLeadsPage = { ...leadsPage, leads: [], countPages: int(0), countTotal: int(0) };

export const leadContact = {
  leadId: text(CONSENTED_LEAD),
  name: text('Gül Wagner'),
  email: text('gul.wagner208@example.net'),
  phone: text('+49 175 3705216'),
};

/**
 * exportLeads' text/csv answer: the example is the export of one consented web lead (the phone's leading + escaped
 * as the project's CSV rules escape it); any provider's document must start with the byte-order mark and the header
 * row.
 */
export const leadsExport = {
  contentType: 'text/csv; charset=utf-8',
  example: leadsExportCsv(
    [
      {
        id: CONSENTED_LEAD,
        startedAt: '2026-10-31T22:44:12Z',
        lastStep: 'tariff',
        channel: 'web',
        postcode: '53709',
        tariff: 'Flex Dynamisch',
        consent: true,
        status: 'new',
        assignee: null,
      },
    ],
    () => ({ name: 'Gül Wagner', email: 'gul.wagner208@example.net', phone: '+49 175 3705216' }),
  ),
  pattern: `^\uFEFF${LEADS_EXPORT_HEADER.join(',')}\\r\\n[\\s\\S]*$`,
};
