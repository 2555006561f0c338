import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { describeChoice, type Choices } from '../model/scenario-choices.ts';

const operationName = (key: string, names: ReadonlyMap<string, string>) => names.get(key) ?? key;

/** Always on screen while the mock is overridden, so nobody mistakes a forced answer for the app's behaviour. */
export function ScenarioBanner({
  choices,
  names,
  onOpen,
  onReset,
}: {
  choices: Choices;
  /** Operation ids by operation key, when the catalog is known. */
  names: ReadonlyMap<string, string>;
  onOpen: () => void;
  onReset: () => void;
}) {
  const entries = Object.entries(choices);
  if (entries.length === 0) return null;
  const summary = entries.map(([key, choice]) => `${operationName(key, names)}: ${describeChoice(choice)}`);
  return (
    <Alert
      role="status"
      aria-label="Mock overridden"
      severity="warning"
      variant="filled"
      action={
        <>
          <Button color="inherit" size="small" onClick={onOpen}>
            Change
          </Button>
          <Button color="inherit" size="small" onClick={onReset}>
            Reset
          </Button>
        </>
      }
      sx={{
        position: 'fixed',
        left: 16,
        right: 96,
        bottom: 16,
        // Above the app bar, below the switcher's own drawer and the app's dialogs.
        zIndex: (theme) => theme.zIndex.appBar + 1,
        boxShadow: 6,
        alignItems: 'center',
      }}
    >
      <strong>Mock overridden</strong> ({entries.length}) — {summary.join('; ')}
    </Alert>
  );
}
