import Box from '@mui/material/Box';
import { CONNECTOR_STATUS_LABELS } from '../../../domain/evse/evse-catalogue.ts';
import type { Connector } from '../../../domain/evse/evse-types.ts';

/** Each connector's last reported status, one per line: "1: Charging". */
export function ConnectorStatuses({ connectors }: { connectors: readonly Connector[] }) {
  if (connectors.length === 0) return <>No connector reported</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {connectors.map((connector) => (
        <li key={connector.connectorId}>
          {`${connector.connectorId}: ${CONNECTOR_STATUS_LABELS[connector.status]}`}
          {connector.errorCode !== 'NoError' ? ` (${connector.errorCode})` : ''}
        </li>
      ))}
    </Box>
  );
}
