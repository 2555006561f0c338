import Box from '@mui/material/Box';
import type { Connector } from '../../../domain/evse/evse-types.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { t } from '../../../i18n/i18n.ts';
import { connectorStatusText } from '../hooks/evse-words.ts';

/** Each connector's last reported status, one per line: "1: Charging". */
export function ConnectorStatuses({ connectors }: { connectors: readonly Connector[] }) {
  if (connectors.length === 0) return <>{t('chargers.noConnectorReported')}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {keyed(connectors, (connector) => String(connector.connectorId)).map(([key, connector]) => (
        <li key={key}>
          {t('chargers.connectorShort', {
            connector: connector.connectorId,
            status: connectorStatusText(connector.status),
          })}
          {connector.errorCode !== 'NoError' ? ` (${connector.errorCode})` : ''}
        </li>
      ))}
    </Box>
  );
}
