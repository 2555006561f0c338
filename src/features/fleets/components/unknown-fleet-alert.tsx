import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

/** A fleet link whose uuid no fleet has: said plainly, with the way to every fleet. */
export function UnknownFleetAlert({ fleetUuid }: { fleetUuid: string }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={paths.fleets()}>
          All fleets
        </Button>
      }
    >
      <AlertTitle>No fleet with id {fleetUuid}</AlertTitle>
      The fleets list has no fleet with this id. It may have been removed, or the link is wrong.
    </Alert>
  );
}
