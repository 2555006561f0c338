import { ScienceIcon } from '../../../components/icons/science.tsx';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useMemo, useState } from 'react';
import type { ScenarioOperation } from '../api/get-scenario-catalog.ts';
import { useScenarioCatalog } from '../hooks/use-scenario-catalog.ts';
import { useScenarioChoices } from '../hooks/use-scenario-choices.ts';
import { operationKey } from '../model/scenario-choices.ts';
import type { ScenarioStore } from '../model/scenario-store.ts';
import { ScenarioBanner } from './scenario-banner.tsx';
import { ScenarioPanel } from './scenario-panel.tsx';

/** The dev-only mock scenario switcher: a launcher, a drawer of per-operation choices, a banner while active. */
export function ScenarioSwitcher({
  store,
  loadCatalog,
  reloadPage = () => globalThis.location.reload(),
}: {
  store: ScenarioStore;
  loadCatalog: () => Promise<ScenarioOperation[]>;
  reloadPage?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const choices = useScenarioChoices(store);
  const active = Object.keys(choices).length;
  // The banner names operations by id; it asks for the catalog whenever something is overridden.
  const { state: catalog, reload } = useScenarioCatalog(loadCatalog, open || active > 0);
  const names = useMemo(
    () =>
      new Map(
        catalog.status === 'ready'
          ? catalog.operations.map((op) => [operationKey(op.method, op.path), op.operationId] as const)
          : [],
      ),
    [catalog],
  );

  return (
    <>
      {/* Keeps the end of the page scrollable past the fixed banner. */}
      {active > 0 ? <Box aria-hidden sx={{ height: 88 }} /> : null}
      <ScenarioBanner choices={choices} names={names} onOpen={() => setOpen(true)} onReset={store.reset} />
      <Fab
        size="medium"
        color={active > 0 ? 'warning' : 'default'}
        aria-label={active > 0 ? `Mock scenarios (${active} active)` : 'Mock scenarios'}
        title="Mock scenarios (development only)"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.appBar + 2 }}
      >
        <Badge badgeContent={active} color="error">
          <ScienceIcon />
        </Badge>
      </Fab>
      <ScenarioPanel
        open={open}
        onClose={() => setOpen(false)}
        catalog={catalog}
        onRetryCatalog={reload}
        choices={choices}
        onChange={store.set}
        onReset={store.reset}
        onReload={reloadPage}
      />
    </>
  );
}
