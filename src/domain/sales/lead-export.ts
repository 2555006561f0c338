// The order-funnel leads' export: the CSV the exportLeads call answers — only the leads who agreed
// to be contacted, with their contact details, in the project's one CSV dialect rules (domain/format/csv.ts: byte-order
// mark, RFC 4180 quoting, formula-injection escaping). The server (the mock's handler) makes it; the screen only
// downloads it. Comma-separated: the server does not know the reader's spreadsheet, and instants stay ISO 8601.
import {
  COMMA_DIALECT,
  csvFileName,
  rewriteCsv,
  toCsv,
  type CsvCell,
  type CsvDialect,
} from '../format/csv.ts';
import {
  CHANNEL_LABELS,
  FUNNEL_STEP_LABELS,
  LEAD_STATUS_LABELS,
  type Channel,
  type FunnelStep,
  type LeadStatus,
} from './funnel-steps.ts';

export const LEADS_EXPORT_HEADER = [
  'Lead',
  'Started',
  'Last step',
  'Channel',
  'Postcode',
  'Tariff',
  'Status',
  'Assignee',
  'Name',
  'Email',
  'Phone',
] as const;

/** The most contacts one export holds (the spec's LeadsExportCsv). */
export const LEADS_EXPORT_LIMIT = 10_000;

export interface ExportableLead {
  readonly id: string;
  readonly startedAt: string;
  readonly lastStep: FunnelStep;
  readonly channel: Channel;
  readonly postcode: string;
  readonly tariff: string;
  readonly consent: boolean;
  readonly status: LeadStatus;
  /** Who follows it up, or null for nobody. */
  readonly assignee: { readonly name: string } | null;
}

export interface LeadContactDetails {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

/** The consented leads of `leads` (in their order, at most LEADS_EXPORT_LIMIT) that have contact details. */
export function exportedLeads<L extends ExportableLead>(
  leads: readonly L[],
  contactOf: (leadId: string) => LeadContactDetails | undefined,
): { lead: L; contact: LeadContactDetails }[] {
  const out: { lead: L; contact: LeadContactDetails }[] = [];
  for (const lead of leads) {
    if (out.length >= LEADS_EXPORT_LIMIT) break;
    const contact = lead.consent ? contactOf(lead.id) : undefined;
    if (contact !== undefined) out.push({ lead, contact });
  }
  return out;
}

/** The export's document: header row, then one row per consented lead with contact details. */
export function leadsExportCsv(
  leads: readonly ExportableLead[],
  contactOf: (leadId: string) => LeadContactDetails | undefined,
): string {
  const rows: CsvCell[][] = exportedLeads(leads, contactOf).map(({ lead, contact }) => [
    lead.id,
    lead.startedAt,
    FUNNEL_STEP_LABELS[lead.lastStep],
    CHANNEL_LABELS[lead.channel],
    lead.postcode,
    lead.tariff,
    LEAD_STATUS_LABELS[lead.status],
    lead.assignee?.name,
    contact.name,
    contact.email,
    contact.phone,
  ]);
  return toCsv(LEADS_EXPORT_HEADER, rows, COMMA_DIALECT);
}

/** The column of the leads' file that holds an instant (when the lead started). */
export const LEADS_EXPORT_STARTED_COLUMN = LEADS_EXPORT_HEADER.indexOf('Started');

/**
 * The server's file as the person saves it: in their CSV dialect, `Started` as local date and time in `timeZone`, the
 * header in their words (`header`, one per column of LEADS_EXPORT_HEADER). The cells are the server's: no contact is
 * put together in the browser, the file is only written again.
 */
export function leadsExportForReader(
  serverCsv: string,
  header: readonly string[],
  timeZone: string,
  dialect: CsvDialect,
): string {
  return rewriteCsv(serverCsv, {
    header,
    instantColumns: [LEADS_EXPORT_STARTED_COLUMN],
    timeZone,
    dialect,
  });
}

/** The export's file name on the day `now`: `leads-2026-11-26.csv`. */
export const leadsExportFileName = (now: Date): string => csvFileName('leads', now);
