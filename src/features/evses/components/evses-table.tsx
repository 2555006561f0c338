import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { OnlineState } from '../../../components/online-state.tsx';
import { firmwareSupportOf } from '../../../domain/evse/firmware-support.ts';
import type { ChargepointModel, EvseRow } from '../../../domain/evse/evse-types.ts';
import { ConnectorStatuses } from './connector-statuses.tsx';
import { FirmwareSupportChip } from '../../../components/firmware-support-chip.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { evseSiteLabel } from '../hooks/evse-mounts.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';

export interface EvsesTableProps {
  rows: readonly EvseRow[];
  loading: boolean;
  /** The models list, or null while it is not loaded (support then reads "unknown"). */
  models: readonly ChargepointModel[] | null;
  now: number;
  /** Where a charger's row leads (its overview in this list's context). */
  hrefOf: (row: EvseRow) => string;
  /** Where the site cell leads. */
  siteHrefOf: (row: EvseRow) => string;
  /** The sales list shows the customer's user reference and model first. */
  salesOrder: boolean;
  /** Last connection, newest first (`desc`) or oldest first; a click asks for the other. */
  sortDirection: 'asc' | 'desc';
  sortHref: string;
}

type Cell = { column: DataTableColumn; render: (row: EvseRow) => ReactNode };

/** One page of chargers: every column the charger list asks for, the identifier linking to the overview. */
export function EvsesTable(props: EvsesTableProps) {
  const { rows, loading, models, now, hrefOf, siteHrefOf, salesOrder, sortDirection, sortHref } = props;
  const identifier: Cell = {
    column: { label: 'Identifier' },
    render: (row) => (
      <Link component={RouterLink} to={hrefOf(row)} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {row.uniqueIdentifier}
      </Link>
    ),
  };
  const site: Cell = {
    column: { label: 'Site' },
    render: (row) => (
      <Link component={RouterLink} to={siteHrefOf(row)}>
        {evseSiteLabel(row)}
      </Link>
    ),
  };
  const model: Cell = {
    column: { label: 'Vendor and model' },
    render: (row) => `${row.vendor} ${row.model}`,
  };
  const rest: Cell[] = [
    { column: { label: 'Name' }, render: (row) => row.displayName },
    {
      column: { label: 'Connectivity' },
      render: (row) => <OnlineState online={row.connectivity === 'EVSE_ONLINE'} />,
    },
    { column: { label: 'Connectors' }, render: (row) => <ConnectorStatuses connectors={row.connectors} /> },
    {
      column: { label: 'Last connection', ariaSort: sortDirection === 'desc' ? 'descending' : 'ascending' },
      render: (row) => <RelativeInstant iso={row.lastConnection} now={now} />,
    },
    {
      column: { label: 'Firmware' },
      render: (row) => (
        <>
          {row.firmwareVersion}{' '}
          <FirmwareSupportChip support={models === null ? null : firmwareSupportOf(row, models)} />
        </>
      ),
    },
  ];
  const cells = salesOrder
    ? [site, model, identifier, ...rest]
    : [identifier, ...rest.slice(0, 4), model, rest[4]!, site];
  return (
    <DataTable
      label="EV chargers"
      columns={cells.map((cell) => cell.column)}
      loading={loading}
      loadingLabel="Loading the chargers"
      skeletonRows={8}
      headCell={(column) =>
        column.label === 'Last connection' ? (
          <TableSortLabel
            active
            direction={sortDirection}
            component={RouterLink}
            to={sortHref}
            aria-label={`Last connection, ${sortDirection === 'desc' ? 'newest' : 'oldest'} first: sort ${sortDirection === 'desc' ? 'oldest' : 'newest'} first`}
          >
            Last connection
          </TableSortLabel>
        ) : undefined
      }
    >
      {keyed(rows, (row) => row.evseUuid).map(([key, row]) => (
        <TableRow key={key} hover>
          {cells.map((cell) => (
            <TableCell key={cell.column.label}>{cell.render(row)}</TableCell>
          ))}
        </TableRow>
      ))}
    </DataTable>
  );
}
