import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { formatCreatedAt, type PreparedInstallation } from '../../../domain/install/prepared-installation.ts';
import { badgeText } from '../../../components/status-badge-text.ts';
import { useT } from '../../../i18n/display-preferences.ts';

// The parts of a small outlined TextField, as TextField renders them: TextField itself would also bring Select, Menu
// and Popover to the screen's first load (DESIGN §6), which a read-only field never opens.
function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormControl size="small" fullWidth>
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
        <OutlinedInput id={id} label={label} value={value} readOnly />
      </FormControl>
    </Grid>
  );
}

/** SPEC §2: Created at, Status of installation, gateway type as label with the gateway id, Installer User ID. */
export function PreparedInstallationFields({ installation }: { installation: PreparedInstallation }) {
  const t = useT();
  return (
    <Grid container spacing={2}>
      <ReadOnlyField label={t('install.prepared.createdAt')} value={formatCreatedAt(installation.created)} />
      <ReadOnlyField label={t('install.prepared.status')} value={badgeText(installation.status)} />
      <ReadOnlyField
        label={installation.pvBattGatewayType || t('install.prepared.gateway')}
        value={installation.pvBattGatewayId}
      />
      <ReadOnlyField label={t('install.prepared.installer')} value={installation.installer} />
    </Grid>
  );
}
