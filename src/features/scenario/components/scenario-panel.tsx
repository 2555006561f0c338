import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import type { ScenarioOperation } from '../api/get-scenario-catalog.ts';
import type { CatalogState } from '../hooks/use-scenario-catalog.ts';
import { operationKey, type Choice, type Choices } from '../model/scenario-choices.ts';
import { OperationScenarioRow } from './operation-scenario-row.tsx';
import { PersonaSwitcher } from './persona-switcher.tsx';
import { getPersonas, type MockPersona } from '../api/get-personas.ts';

function matches(operation: ScenarioOperation, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (text === '') return true;
  return [operation.operationId, operation.path, operation.summary, operation.method].some((field) =>
    field.toLowerCase().includes(text),
  );
}

/** The switcher's drawer: one row per operation of the mock, with search, reset and reload. */
export function ScenarioPanel({
  open,
  onClose,
  catalog,
  onRetryCatalog,
  choices,
  onChange,
  onReset,
  onReload,
  loadPersonas = getPersonas,
}: {
  open: boolean;
  onClose: () => void;
  catalog: CatalogState;
  onRetryCatalog: () => void;
  choices: Choices;
  onChange: (key: string, choice: Choice) => void;
  onReset: () => void;
  onReload: () => void;
  loadPersonas?: () => Promise<MockPersona[]>;
}) {
  const [query, setQuery] = useState('');
  const active = Object.keys(choices).length;
  const operations = catalog.status === 'ready' ? catalog.operations : [];
  const shown = operations.filter((operation) => matches(operation, query));

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } }, 'aria-labelledby': 'scenario-title' } }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="scenario-title" component="h2" variant="h6" sx={{ flex: 1 }}>
            Mock scenarios
          </Typography>
          <Chip size="small" label="development only" />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Tell the mock what to answer per operation. A choice applies to the next request and lasts for this
          tab&apos;s session; reload to fetch what is on screen again.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" size="small" onClick={onReload}>
            Reload page
          </Button>
          <Button size="small" color="warning" disabled={active === 0} onClick={onReset}>
            Reset all{active > 0 ? ` (${active})` : ''}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button size="small" onClick={onClose}>
            Close
          </Button>
        </Stack>
        {open ? <PersonaSwitcher loadPersonas={loadPersonas} onSwitched={onReload} /> : null}
        <TextField
          size="small"
          fullWidth
          type="search"
          label="Find an operation"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ mt: 2 }}
        />
      </Box>
      <Divider />
      {catalog.status === 'loading' || catalog.status === 'idle' ? (
        <LinearProgress aria-label="Loading the mock's operations" />
      ) : null}
      {catalog.status === 'error' ? (
        <Box sx={{ m: 2 }}>
          <LoadErrorAlert
            title="Could not list the mock's operations: the switcher needs the mock proxy that `npm start` runs"
            error={catalog.error}
            onRetry={onRetryCatalog}
          />
        </Box>
      ) : null}
      {catalog.status === 'ready' && shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          No operation matches “{query}”.
        </Typography>
      ) : null}
      <Box component="ul" aria-label="Operations" sx={{ m: 0, p: 0, overflowY: 'auto' }}>
        {shown.map((operation) => {
          const key = operationKey(operation.method, operation.path);
          return (
            <OperationScenarioRow
              key={key}
              operation={operation}
              choice={choices[key]}
              onChange={(choice) => onChange(key, choice)}
            />
          );
        })}
      </Box>
    </Drawer>
  );
}
