import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** DESIGN §3: an honest state for a screen the specification does not describe yet — no fake data. */
export function NotAvailableState({ what }: { what: string }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{
        p: 4,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
      }}
    >
      <ConstructionIcon color="action" fontSize="large" aria-hidden />
      <Typography variant="h2" component="p">
        This screen is not available yet
      </Typography>
      <Typography color="text.secondary">
        {what} is part of the portal, but its content has not been built. Nothing here is placeholder data.
      </Typography>
    </Paper>
  );
}
