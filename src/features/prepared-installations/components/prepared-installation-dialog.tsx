import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { hemsLabel } from '../../../domain/install/prepared-installation.ts';
import { usePreparedInstallation } from '../api/get-prepared-installation.ts';
import { PreparedInstallationFields } from './prepared-installation-fields.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

export interface PreparedInstallationDialogProps {
  /** The installation to open; null closes the dialog. */
  uuid: string | null;
  onClose: () => void;
}

/** One installation, freshly loaded through the seed single-item call. */
export function PreparedInstallationDialog({ uuid, onClose }: PreparedInstallationDialogProps) {
  const t = useT();
  const load = usePreparedInstallation(uuid);
  return (
    <Dialog
      open={uuid !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="prepared-installation-title"
    >
      <DialogTitle id="prepared-installation-title">{t('install.prepared.dialog')}</DialogTitle>
      <DialogContent aria-busy={load.status === 'loading'}>
        {load.status === 'loading' ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('install.prepared.loadingOne')} />
          </Box>
        ) : load.status === 'failed' ? (
          <Alert severity={load.notFound ? 'info' : 'error'}>
            {load.notFound
              ? t('install.prepared.missing')
              : t('install.prepared.oneFailed', { message: load.message })}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <StatusBadge status={load.installation.status} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{load.installation.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {hemsLabel(load.installation)}
                </Typography>
              </Box>
            </Box>
            <PreparedInstallationFields installation={load.installation} />
            <Typography variant="caption" color="text.secondary">
              {t('install.prepared.uuid', { uuid: load.installation.uuid })}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('install.prepared.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
