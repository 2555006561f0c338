import type { CsvColumn } from '../../../components/csv-export-options.ts';
import { hemsLabel, type PreparedInstallation } from '../../../domain/install/prepared-installation.ts';
import { statusBadgeText } from '../../../domain/sites/statuses.ts';

/** The prepared installations export: each row's header and fields by the names the list shows; `Created at` ISO 8601. */
export const PREPARED_CSV_COLUMNS: readonly CsvColumn<PreparedInstallation>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'HEMS', cell: (row) => hemsLabel(row) },
  { header: 'Created at', cell: (row) => row.created },
  { header: 'Status of installation', cell: (row) => statusBadgeText(row.status) },
  { header: 'Gateway type', cell: (row) => row.pvBattGatewayType },
  { header: 'Gateway ID', cell: (row) => row.pvBattGatewayId },
  { header: 'Installer User ID', cell: (row) => row.installer },
  { header: 'Installation UUID', cell: (row) => row.uuid },
];
