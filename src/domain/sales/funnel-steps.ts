// The German tariff switch as a funnel: the steps a tariff order passes, in order, from the
// postcode and consumption a prospect types to the supply start the new supplier confirms. The last step is
// "supply start confirmed", not "submitted": an order is won only when supply starts. Channels and lead statuses of
// the order-funnel leads (item 3) live here too, so screens, mock and generator name them from one place.

export const FUNNEL_STEPS = [
  'postcode-consumption',
  'tariff',
  'person-address',
  'supplier-meter-date',
  'sepa',
  'consent',
  'submitted',
  'supply-confirmed',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Readonly<Record<FunnelStep, string>> = Object.freeze({
  'postcode-consumption': 'Postcode and consumption',
  tariff: 'Tariff',
  'person-address': 'Person and address',
  'supplier-meter-date': 'Previous supplier, meter and switch date',
  sepa: 'SEPA mandate',
  consent: 'Consent',
  submitted: 'Submitted',
  'supply-confirmed': 'Supply start confirmed',
});

/** The step an order has finished when it is won. */
export const FINAL_STEP: FunnelStep = 'supply-confirmed';

export const CHANNELS = ['web', 'partner', 'phone'] as const;
export type Channel = (typeof CHANNELS)[number];
export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = Object.freeze({
  web: 'Web',
  partner: 'Partner',
  phone: 'Phone',
});

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = Object.freeze({
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
});

const member =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isFunnelStep = member(FUNNEL_STEPS);
export const isChannel = member(CHANNELS);
export const isLeadStatus = member(LEAD_STATUSES);

/** The 0-based position of a step in the funnel. */
export const stepIndex = (step: FunnelStep): number => FUNNEL_STEPS.indexOf(step);
