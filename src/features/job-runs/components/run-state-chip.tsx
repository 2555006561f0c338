import Chip from '@mui/material/Chip';
import { RUN_STATE_LABELS, type RunState } from '../../../domain/job-runs/job-run.ts';

const COLOR = {
  running: 'info',
  succeeded: 'success',
  'partly-failed': 'warning',
  failed: 'error',
} as const satisfies Record<RunState, string>;

/** A run's state, in words and colour (never colour alone). */
export function RunStateChip({ state }: { state: RunState }) {
  return <Chip size="small" variant="outlined" color={COLOR[state]} label={RUN_STATE_LABELS[state]} />;
}
