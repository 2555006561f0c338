import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { FirmwareSupportChip } from '../../../components/firmware-support-chip.tsx';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { OnlineState } from '../../../components/online-state.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import type { ChargepointModel, EvseRow } from '../../../domain/evse/evse-types.ts';
import { firmwareSupportOf } from '../../../domain/evse/firmware-support.ts';
import type { EvseSortKey } from '../../../domain/evse/evses.list.ts';
import { evseSiteLabel } from '../hooks/evse-mounts.ts';
import { ConnectorStatuses } from './connector-statuses.tsx';
import { t } from '../../../i18n/i18n.ts';

export interface EvseColumnsOptions {
  /** The models list, or null while it is not loaded (support then reads "unknown"). */
  models: readonly ChargepointModel[] | null;
  now: number;
  /** Where a charger's row leads (its overview in this list's context). */
  hrefOf: (row: EvseRow) => string;
  /** Where the site cell leads. */
  siteHrefOf: (row: EvseRow) => string;
  /** The sales list shows the customer's site and model first. */
  salesOrder: boolean;
}

type EvseColumn = ListColumn<EvseRow, EvseSortKey>;

/** The charger list's columns, the identifier linking to the overview; last connection sorts. */
export function evseColumns({
  models,
  now,
  hrefOf,
  siteHrefOf,
  salesOrder,
}: EvseColumnsOptions): EvseColumn[] {
  const identifier: EvseColumn = {
    id: 'identifier',
    label: t('chargers.field.identifier'),
    cell: (row) => (
      <Link component={RouterLink} to={hrefOf(row)} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {row.uniqueIdentifier}
      </Link>
    ),
  };
  const site: EvseColumn = {
    id: 'site',
    label: t('chargers.field.site'),
    cell: (row) => (
      <Link component={RouterLink} to={siteHrefOf(row)}>
        {evseSiteLabel(row)}
      </Link>
    ),
  };
  const model: EvseColumn = {
    id: 'model',
    label: t('chargers.field.vendorAndModel'),
    cell: (row) => `${row.vendor} ${row.model}`,
  };
  const name: EvseColumn = { id: 'name', label: t('chargers.field.name'), cell: (row) => row.displayName };
  const connectivity: EvseColumn = {
    id: 'connectivity',
    label: t('chargers.field.connectivity'),
    cell: (row) => (
      <OnlineState online={row.connectivity === 'EVSE_ONLINE'} offline={{ since: row.lastConnection, now }} />
    ),
  };
  const connectors: EvseColumn = {
    id: 'connectors',
    label: t('chargers.field.connectors'),
    cell: (row) => <ConnectorStatuses connectors={row.connectors} />,
  };
  const lastConnection: EvseColumn = {
    id: 'lastConnection',
    label: t('chargers.field.lastConnection'),
    sortKey: 'lastConnection',
    sortLabel: (direction) => t('chargers.sortLastConnection', { direction }),
    cell: (row) => <RelativeInstant iso={row.lastConnection} now={now} />,
  };
  const firmware: EvseColumn = {
    id: 'firmware',
    label: t('chargers.field.firmware'),
    cell: (row) => (
      <>
        {row.firmwareVersion}{' '}
        <FirmwareSupportChip support={models === null ? null : firmwareSupportOf(row, models)} />
      </>
    ),
  };
  return salesOrder
    ? [site, model, identifier, name, connectivity, connectors, lastConnection, firmware]
    : [identifier, name, connectivity, connectors, lastConnection, model, firmware, site];
}
