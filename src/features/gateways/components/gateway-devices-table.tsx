import Link from '@mui/material/Link';
import { useCanOpen } from '../../../auth/use-can.ts';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/data-table.tsx';
import type { GatewayDetail, GatewayDeviceType } from '../../../domain/gateways/gateway-types.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useT } from '../../../i18n/display-preferences.ts';

const deviceText = (type: GatewayDeviceType | 'EVSE', t: ReturnType<typeof useT>): string =>
  t(`gateways.device.${type}`);

export interface GatewayDevicesTableProps {
  detail: GatewayDetail;
  chargerHref: (evseUuid: string) => string;
  /** The edit link of a charger (the gateway-devices page); none on the gateway page. */
  editHref?: (assetUuid: string) => string;
}

/** A gateway's devices and chargers in one table; a charger links to its overview. */
export function GatewayDevicesTable({ detail, chargerHref, editHref }: GatewayDevicesTableProps) {
  const t = useT();
  const canEdit = useCanOpen('assetsEditEvse');
  const { hemGatewayId } = detail.gateway;
  return (
    <DataTable
      label={t('gateways.devicesOf', { gateway: hemGatewayId })}
      columns={[
        { label: t('gateways.column.device') },
        { label: t('gateways.column.vendorAndModel') },
        { label: t('gateways.column.serial') },
        { label: t('gateways.column.firmware') },
        { label: t('gateways.column.actions') },
      ]}
      loading={false}
      loadingLabel=""
      skeletonRows={0}
    >
      {keyed(detail.devices, (device) => device.assetUuid).map(([key, device]) => (
        <TableRow key={key}>
          <TableCell>{deviceText(device.type, t)}</TableCell>
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
              {t('gateways.chargerLink', { device: deviceText('EVSE', t), name: charger.displayName })}
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
                aria-label={t('gateways.editCharger', {
                  name: charger.displayName,
                  identifier: charger.uniqueIdentifier,
                })}
              >
                {t('gateways.edit')}
              </Link>
            ) : null}
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
