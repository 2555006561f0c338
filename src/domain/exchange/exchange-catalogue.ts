/*
 * The vocabulary of the data exchange: the partners (grid operators of Redispatch 2.0 via
 * Connect+, and the ERP), the message types and directions, with their labels for people.
 */

export const PARTNER_KINDS = ['TSO', 'DSO', 'ERP'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PARTNER_KIND_LABELS: Readonly<Record<PartnerKind, string>> = {
  TSO: 'Transmission system operator',
  DSO: 'Distribution system operator',
  ERP: 'ERP',
};

/** Redispatch 2.0 data (master data, planned schedule, unavailability, activation), acknowledgements, settlement. */
export const MESSAGE_TYPES = [
  'MASTER_DATA',
  'PLANNED_SCHEDULE',
  'UNAVAILABILITY',
  'ACTIVATION',
  'ACKNOWLEDGEMENT',
  'SETTLEMENT',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_TYPE_LABELS: Readonly<Record<MessageType, string>> = {
  MASTER_DATA: 'Redispatch master data',
  PLANNED_SCHEDULE: 'Planned schedule',
  UNAVAILABILITY: 'Unavailability',
  ACTIVATION: 'Activation',
  ACKNOWLEDGEMENT: 'Acknowledgement (APERAK)',
  SETTLEMENT: 'Settlement data',
};

export const DIRECTIONS = ['outbound', 'inbound'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const member =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

export const isPartnerKind = member(PARTNER_KINDS);
export const isMessageType = member(MESSAGE_TYPES);
