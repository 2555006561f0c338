import type { CsvCell } from '../../../domain/csv.ts';
import {
  CONNECTOR_STATUS_LABELS,
  EVSE_CONNECTIVITY_LABELS,
  FIRMWARE_SUPPORT_LABELS,
} from '../../../domain/evse/evse-catalogue.ts';
import { firmwareSupportOf } from '../../../domain/evse/firmware-support.ts';
import type { ChargepointModel, EvseEvent, EvseRow } from '../../../domain/evse/evse-types.ts';

/** The chargers export: what the list shows, instants as ISO 8601 (UTC) so spreadsheets sort them. */
export const EVSE_CSV_HEADER = [
  'Identifier',
  'Name',
  'Connectivity',
  'Connectors',
  'Last connection',
  'Vendor',
  'Model',
  'Firmware',
  'Firmware support',
  'Problems',
  'Site user reference',
  'Subscription',
] as const;

export function evseCsvRow(row: EvseRow, models: readonly ChargepointModel[] | null): CsvCell[] {
  return [
    row.uniqueIdentifier,
    row.displayName,
    EVSE_CONNECTIVITY_LABELS[row.connectivity],
    row.connectors.map((c) => `${c.connectorId}: ${CONNECTOR_STATUS_LABELS[c.status]}`).join('; '),
    row.lastConnection,
    row.vendor,
    row.model,
    row.firmwareVersion,
    models === null ? '' : FIRMWARE_SUPPORT_LABELS[firmwareSupportOf(row, models)],
    row.problems.join('; '),
    row.site?.userReference ?? '',
    row.site?.subscription ?? '',
  ];
}

export const HISTORY_CSV_HEADER = [
  'Time',
  'Type',
  'What happened',
  'Connector',
  'Requested by',
  'Message',
] as const;

export function historyCsvRow(event: EvseEvent): CsvCell[] {
  return [
    event.timestamp,
    event.type,
    event.summary,
    event.connectorId ?? null,
    event.actor ?? null,
    event.payload,
  ];
}
