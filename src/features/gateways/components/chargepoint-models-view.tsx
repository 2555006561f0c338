import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable } from '../../../components/data-table.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import type { QueryState } from '../../../api/query-state.ts';
import type { ChargepointModel } from '../../../domain/evse/evse-types.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/** The supported charge-point models: vendor, model, firmware and OCPP versions. */
export function ChargepointModelsView({ models }: { models: QueryState<readonly ChargepointModel[]> }) {
  const t = useT();
  if (models.status === 'error') {
    return <LoadErrorAlert title={t('gateways.modelsError')} error={models.error} onRetry={models.retry} />;
  }
  if (models.status === 'ready' && models.data.length === 0) {
    return (
      <MessagePanel title={t('gateways.noModels')} titleAs="h2">
        {t('gateways.noModelsText')}
      </MessagePanel>
    );
  }
  return (
    <DataTable
      label={t('gateways.models')}
      columns={[
        { label: t('gateways.column.vendor') },
        { label: t('gateways.column.model') },
        { label: t('gateways.column.firmwareVersions') },
        { label: t('gateways.column.ocpp') },
      ]}
      loading={models.status === 'loading'}
      loadingLabel={t('gateways.loadingModels')}
      skeletonRows={5}
    >
      {keyed(models.data ?? [], (model) => `${model.vendor}/${model.model}`).map(([key, model]) => (
        <TableRow key={key}>
          <TableCell>{model.vendor}</TableCell>
          <TableCell>{model.model}</TableCell>
          <TableCell>{model.firmwareVersions.join(', ')}</TableCell>
          <TableCell>{model.ocppVersions.join(', ')}</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
