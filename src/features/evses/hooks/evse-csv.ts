import type { CsvColumn } from '../../../components/csv-export-options.ts';
import {
  CONNECTOR_STATUS_LABELS,
  EVSE_CONNECTIVITY_LABELS,
  FIRMWARE_SUPPORT_LABELS,
} from '../../../domain/evse/evse-catalogue.ts';
import { firmwareSupportOf } from '../../../domain/evse/firmware-support.ts';
import type { ChargepointModel, EvseEvent, EvseRow } from '../../../domain/evse/evse-types.ts';
import { t } from '../../../i18n/i18n.ts';

/** The chargers export: what the list shows, instants as local date and time (the zone in their headers). */
export function evseCsvColumns(models: readonly ChargepointModel[] | null): readonly CsvColumn<EvseRow>[] {
  return [
    { header: () => t('csv.evses.identifier'), cell: (row) => row.uniqueIdentifier },
    { header: () => t('csv.evses.name'), cell: (row) => row.displayName },
    { header: () => t('csv.evses.connectivity'), cell: (row) => EVSE_CONNECTIVITY_LABELS[row.connectivity] },
    {
      header: () => t('csv.evses.connectors'),
      cell: (row) =>
        row.connectors.map((c) => `${c.connectorId}: ${CONNECTOR_STATUS_LABELS[c.status]}`).join('; '),
    },
    { header: () => t('csv.evses.lastConnection'), instant: true, cell: (row) => row.lastConnection },
    { header: () => t('csv.evses.vendor'), cell: (row) => row.vendor },
    { header: () => t('csv.evses.model'), cell: (row) => row.model },
    { header: () => t('csv.evses.firmware'), cell: (row) => row.firmwareVersion },
    {
      header: () => t('csv.evses.firmwareSupport'),
      cell: (row) => (models === null ? '' : FIRMWARE_SUPPORT_LABELS[firmwareSupportOf(row, models)]),
    },
    { header: () => t('csv.evses.problems'), cell: (row) => row.problems.join('; ') },
    { header: () => t('csv.evses.siteUserReference'), cell: (row) => row.site?.userReference ?? '' },
    { header: () => t('csv.evses.subscription'), cell: (row) => row.site?.subscription ?? '' },
  ];
}

export const HISTORY_CSV_COLUMNS: readonly CsvColumn<EvseEvent>[] = [
  { header: () => t('csv.evseHistory.time'), instant: true, cell: (event) => event.timestamp },
  { header: () => t('csv.evseHistory.type'), cell: (event) => event.type },
  { header: () => t('csv.evseHistory.whatHappened'), cell: (event) => event.summary },
  { header: () => t('csv.evseHistory.connector'), cell: (event) => event.connectorId ?? null },
  { header: () => t('csv.evseHistory.requestedBy'), cell: (event) => event.actor ?? null },
  { header: () => t('csv.evseHistory.message'), cell: (event) => event.payload },
];
