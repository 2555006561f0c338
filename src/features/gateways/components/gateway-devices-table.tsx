import Link from '@mui/material/Link';
import { useCanOpen } from '../../../auth/use-can.ts';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/data-table.tsx';
import type { GatewayDetail, GatewayDeviceType } from '../../../domain/gateways/gateway-types.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';

const TYPE_LABEL: Record<GatewayDeviceType | 'EVSE', string> = {
  PV_INVERTER: 'PV inverter',
  BATTERY: 'Battery',
  HEAT_PUMP: 'Heat pump',
  METER: 'Meter',
  EVSE: 'EV charger',
};
const COLUMNS = [
  { label: 'Device' },
  { label: 'Vendor and model' },
  { label: 'Serial / identity' },
  { label: 'Firmware' },
  { label: 'Actions' },
] as const;

export interface GatewayDevicesTableProps {
  detail: GatewayDetail;
  chargerHref: (evseUuid: string) => string;
  /** The edit link of a charger (the gateway-devices page); none on the gateway page. */
  editHref?: (assetUuid: string) => string;
}

/** A gateway's devices and chargers in one table; a charger links to its overview. */
export function GatewayDevicesTable({ detail, chargerHref, editHref }: GatewayDevicesTableProps) {
  const canEdit = useCanOpen('assetsEditEvse');
  const { hemGatewayId } = detail.gateway;
  return (
    <DataTable
      label={`Devices of gateway ${hemGatewayId}`}
      columns={COLUMNS}
      loading={false}
      loadingLabel=""
      skeletonRows={0}
    >
      {keyed(detail.devices, (device) => device.assetUuid).map(([key, device]) => (
        <TableRow key={key}>
          <TableCell>{TYPE_LABEL[device.type]}</TableCell>
          <TableCell>
            {device.vendor} {device.model}
          </TableCell>
          <TableCell sx={{ fontFamily: 'monospace' }}>{device.serialNumber}</TableCell>
          <TableCell>{device.firmwareVersion}</TableCell>
          <TableCell />
        </TableRow>
      ))}
      {keyed(detail.chargers, (charger) => charger.evseUuid).map(([key, charger]) => (
        <TableRow key={key}>
          <TableCell>
            <Link component={RouterLink} to={chargerHref(charger.evseUuid)}>
              {TYPE_LABEL.EVSE}: {charger.displayName}
            </Link>
          </TableCell>
          <TableCell>
            {charger.vendor} {charger.model}
          </TableCell>
          <TableCell sx={{ fontFamily: 'monospace' }}>{charger.uniqueIdentifier}</TableCell>
          <TableCell>{charger.firmwareVersion}</TableCell>
          <TableCell>
            {editHref && canEdit ? (
              <Link
                component={RouterLink}
                to={editHref(charger.evseUuid)}
                aria-label={`Edit charger ${charger.displayName} (${charger.uniqueIdentifier})`}
              >
                Edit
              </Link>
            ) : null}
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
