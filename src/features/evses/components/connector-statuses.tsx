import Box from '@mui/material/Box';
import { CONNECTOR_STATUS_LABELS } from '../../../domain/evse/evse-catalogue.ts';
import type { Connector } from '../../../domain/evse/evse-types.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';

/** Each connector's last reported status, one per line: "1: Charging". */
export function ConnectorStatuses({ connectors }: { connectors: readonly Connector[] }) {
  if (connectors.length === 0) return <>No connector reported</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {keyed(connectors, (connector) => String(connector.connectorId)).map(([key, connector]) => (
        <li key={key}>
          {`${connector.connectorId}: ${CONNECTOR_STATUS_LABELS[connector.status]}`}
          {connector.errorCode !== 'NoError' ? ` (${connector.errorCode})` : ''}
        </li>
      ))}
    </Box>
  );
}
