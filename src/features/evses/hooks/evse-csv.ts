import type { CsvColumn } from '../../../components/csv-export-options.ts';
import {
  CONNECTOR_STATUS_LABELS,
  EVSE_CONNECTIVITY_LABELS,
  FIRMWARE_SUPPORT_LABELS,
} from '../../../domain/evse/evse-catalogue.ts';
import { firmwareSupportOf } from '../../../domain/evse/firmware-support.ts';
import type { ChargepointModel, EvseEvent, EvseRow } from '../../../domain/evse/evse-types.ts';

/** The chargers export: what the list shows, instants as ISO 8601 (UTC) so spreadsheets sort them. */
export function evseCsvColumns(models: readonly ChargepointModel[] | null): readonly CsvColumn<EvseRow>[] {
  return [
    { header: 'Identifier', cell: (row) => row.uniqueIdentifier },
    { header: 'Name', cell: (row) => row.displayName },
    { header: 'Connectivity', cell: (row) => EVSE_CONNECTIVITY_LABELS[row.connectivity] },
    {
      header: 'Connectors',
      cell: (row) =>
        row.connectors.map((c) => `${c.connectorId}: ${CONNECTOR_STATUS_LABELS[c.status]}`).join('; '),
    },
    { header: 'Last connection', cell: (row) => row.lastConnection },
    { header: 'Vendor', cell: (row) => row.vendor },
    { header: 'Model', cell: (row) => row.model },
    { header: 'Firmware', cell: (row) => row.firmwareVersion },
    {
      header: 'Firmware support',
      cell: (row) => (models === null ? '' : FIRMWARE_SUPPORT_LABELS[firmwareSupportOf(row, models)]),
    },
    { header: 'Problems', cell: (row) => row.problems.join('; ') },
    { header: 'Site user reference', cell: (row) => row.site?.userReference ?? '' },
    { header: 'Subscription', cell: (row) => row.site?.subscription ?? '' },
  ];
}

export const HISTORY_CSV_COLUMNS: readonly CsvColumn<EvseEvent>[] = [
  { header: 'Time', cell: (event) => event.timestamp },
  { header: 'Type', cell: (event) => event.type },
  { header: 'What happened', cell: (event) => event.summary },
  { header: 'Connector', cell: (event) => event.connectorId ?? null },
  { header: 'Requested by', cell: (event) => event.actor ?? null },
  { header: 'Message', cell: (event) => event.payload },
];
