import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { loadErrorAdvice } from '../../../domain/sites-display.ts';
import type { HemsProvidersState } from '../api/use-hems-providers.ts';

const count = (n: number) => n.toLocaleString('en');

/** /hems: every HEMS provider with links to its active sites and its prepared installations. */
export function HemsProvidersTable({ state }: { state: HemsProvidersState }) {
  if (state.status === 'error') {
    const { error } = state;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={state.retry}>
            Try again
          </Button>
        }
      >
        <AlertTitle>Could not load the HEMS providers</AlertTitle>
        {`${error.message} (${error.status === 0 ? 'no answer' : `HTTP ${error.status}`}). ${loadErrorAdvice(error.status)}`}
      </Alert>
    );
  }
  if (state.status === 'ready' && state.providers.length === 0) {
    return (
      <Paper variant="outlined" role="status" sx={{ p: 4, textAlign: 'center' }}>
        <Typography component="h2" variant="h6">
          No HEMS providers
        </Typography>
        <Typography color="text.secondary">
          The server lists no HEMS provider, so there are no sites or prepared installations to show.
        </Typography>
      </Paper>
    );
  }
  const loading = state.status === 'loading';
  return (
    <TableContainer component={Paper} variant="outlined">
      {loading ? <LinearProgress aria-label="Loading HEMS providers" /> : null}
      <Table aria-label="HEMS providers" aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ fontWeight: 600 }}>
              Provider
            </TableCell>
            <TableCell scope="col" sx={{ fontWeight: 600 }}>
              Key
            </TableCell>
            <TableCell scope="col" align="right" sx={{ fontWeight: 600 }}>
              Active sites
            </TableCell>
            <TableCell scope="col" align="right" sx={{ fontWeight: 600 }}>
              Prepared installations
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: 3 }, (_, index) => (
                <TableRow key={index} aria-hidden>
                  {Array.from({ length: 4 }, (__, cell) => (
                    <TableCell key={cell}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : state.providers.map((provider) => (
                <TableRow key={provider.id} hover>
                  <TableCell>
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                      {provider.name}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{provider.id}</TableCell>
                  <TableCell align="right">
                    <Link
                      component={RouterLink}
                      to={paths.hemsActive({ id: provider.id })}
                      aria-label={`${count(provider.siteCount)} active sites of ${provider.name}`}
                    >
                      {`${count(provider.siteCount)} sites`}
                    </Link>
                  </TableCell>
                  <TableCell align="right">
                    <Link
                      component={RouterLink}
                      to={paths.hemsPrepared({ id: provider.id })}
                      aria-label={`${count(provider.preparedCount)} prepared installations of ${provider.name}`}
                    >
                      {`${count(provider.preparedCount)} installations`}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
