import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable } from '../../../components/data-table.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import type { QueryState } from '../../../api/query-state.ts';
import type { ChargepointModel } from '../../../domain/evse/evse-types.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';

const COLUMNS = [
  { label: 'Vendor' },
  { label: 'Model' },
  { label: 'Firmware versions' },
  { label: 'OCPP' },
] as const;

/** The supported charge-point models: vendor, model, firmware and OCPP versions. */
export function ChargepointModelsView({ models }: { models: QueryState<readonly ChargepointModel[]> }) {
  if (models.status === 'error') {
    return <LoadErrorAlert title="Could not load the models" error={models.error} onRetry={models.retry} />;
  }
  if (models.status === 'ready' && models.data.length === 0) {
    return (
      <MessagePanel title="No supported models" titleAs="h2">
        No charge-point model is listed yet.
      </MessagePanel>
    );
  }
  return (
    <DataTable
      label="Supported charge-point models"
      columns={COLUMNS}
      loading={models.status === 'loading'}
      loadingLabel="Loading the models"
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
