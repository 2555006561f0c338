import type { CsvColumn } from '../../../components/csv-export-options.ts';
import { hemsLabel, type PreparedInstallation } from '../../../domain/install/prepared-installation.ts';
import { statusBadgeText } from '../../../domain/sites/statuses.ts';
import { t } from '../../../i18n/i18n.ts';

/** The prepared installations export: each row's header and fields by the names the list shows; `Created at` local. */
export const PREPARED_CSV_COLUMNS: readonly CsvColumn<PreparedInstallation>[] = [
  { header: () => t('csv.prepared.name'), cell: (row) => row.name },
  { header: () => t('csv.prepared.hems'), cell: (row) => hemsLabel(row) },
  { header: () => t('csv.prepared.createdAt'), instant: true, cell: (row) => row.created },
  { header: () => t('csv.prepared.status'), cell: (row) => statusBadgeText(row.status) },
  { header: () => t('csv.prepared.gatewayType'), cell: (row) => row.pvBattGatewayType },
  { header: () => t('csv.prepared.gatewayId'), cell: (row) => row.pvBattGatewayId },
  { header: () => t('csv.prepared.installerUserId'), cell: (row) => row.installer },
  { header: () => t('csv.prepared.installationUuid'), cell: (row) => row.uuid },
];
