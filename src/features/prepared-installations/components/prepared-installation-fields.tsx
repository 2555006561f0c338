import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { formatCreatedAt, type PreparedInstallation } from '../../../domain/prepared-installation.ts';
import { statusBadgeText } from '../../../domain/statuses.ts';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        label={label}
        value={value}
        size="small"
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
    </Grid>
  );
}

/** SPEC §2: Created at, Status of installation, gateway type as label with the gateway id, Installer User ID. */
export function PreparedInstallationFields({ installation }: { installation: PreparedInstallation }) {
  return (
    <Grid container spacing={2}>
      <ReadOnlyField label="Created at" value={formatCreatedAt(installation.created)} />
      <ReadOnlyField label="Status of installation" value={statusBadgeText(installation.status)} />
      <ReadOnlyField
        label={installation.pvBattGatewayType || 'Gateway'}
        value={installation.pvBattGatewayId}
      />
      <ReadOnlyField label="Installer User ID" value={installation.installer} />
    </Grid>
  );
}
