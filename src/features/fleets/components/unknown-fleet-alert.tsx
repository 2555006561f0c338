import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/display-preferences.ts';

/** A fleet link whose uuid no fleet has: said plainly, with the way to every fleet. */
export function UnknownFleetAlert({ fleetUuid }: { fleetUuid: string }) {
  const t = useT();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={paths.fleets()}>
          {t('fleets.allFleets')}
        </Button>
      }
    >
      <AlertTitle>{t('fleets.unknown', { id: fleetUuid })}</AlertTitle>
      {t('fleets.unknownText')}
    </Alert>
  );
}
