import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { loadErrorAdvice } from '../../../domain/sites-display.ts';
import { fleetIdValues } from '../../../domain/sites-fleets.ts';
import type { FleetsState } from '../api/use-fleets.ts';

/** /fleet: the fleets as id (uuid) and value (name), each opening its sites. A quick filter narrows long lists. */
export function FleetsTable({ state }: { state: FleetsState }) {
  const [needle, setNeedle] = useState('');
  const rows = useMemo(() => (state.status === 'ready' ? fleetIdValues(state.fleets) : []), [state]);
  const shown = useMemo(() => {
    const text = needle.trim().toLowerCase();
    return text === ''
      ? rows
      : rows.filter((row) => row.value.toLowerCase().includes(text) || row.id.toLowerCase().includes(text));
  }, [rows, needle]);

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
        <AlertTitle>Could not load the fleets</AlertTitle>
        {`${error.message} (${error.status === 0 ? 'no answer' : `HTTP ${error.status}`}). ${loadErrorAdvice(error.status)}`}
      </Alert>
    );
  }
  if (state.status === 'ready' && rows.length === 0) {
    return (
      <Paper variant="outlined" role="status" sx={{ p: 4, textAlign: 'center' }}>
        <Typography component="h2" variant="h6">
          No fleets
        </Typography>
        <Typography color="text.secondary">No fleet exists yet, so no site is linked to one.</Typography>
      </Paper>
    );
  }
  const loading = state.status === 'loading';
  return (
    <>
      <TextField
        size="small"
        label="Find a fleet"
        value={needle}
        onChange={(event) => setNeedle(event.target.value)}
        disabled={loading}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {loading
          ? 'Loading fleets…'
          : shown.length === rows.length
            ? `${rows.length} fleets`
            : `${shown.length} of ${rows.length} fleets`}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        {loading ? <LinearProgress aria-label="Loading fleets" /> : null}
        <Table aria-label="Fleets" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ fontWeight: 600 }}>
                Fleet
              </TableCell>
              <TableCell scope="col" sx={{ fontWeight: 600 }}>
                ID
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading
              ? Array.from({ length: 5 }, (_, index) => (
                  <TableRow key={index} aria-hidden>
                    <TableCell>
                      <Skeleton variant="text" />
                    </TableCell>
                    <TableCell>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))
              : shown.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={paths.fleet({ fleet_uuid: row.id })}
                        sx={{ fontWeight: 500 }}
                      >
                        {row.value}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>{row.id}</TableCell>
                  </TableRow>
                ))}
            {!loading && shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={2}>
                  <Typography color="text.secondary">{`No fleet matches “${needle.trim()}”.`}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
