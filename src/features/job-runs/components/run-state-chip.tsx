import Chip from '@mui/material/Chip';
import type { RunState } from '../../../domain/job-runs/job-run.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { runStateText } from './job-run-words.ts';

const COLOR = {
  running: 'default',
  succeeded: 'success',
  'partly-failed': 'warning',
  failed: 'error',
} as const satisfies Record<RunState, string>;

/** A run's state, in words and colour (never colour alone). */
export function RunStateChip({ state }: { state: RunState }) {
  useT();
  const color = COLOR[state];
  // Outlined warning and error text (and any info chip) fails WCAG contrast on white; filled warning and error pass.
  const variant = color === 'success' ? 'outlined' : 'filled';
  return <Chip size="small" variant={variant} color={color} label={runStateText(state)} />;
}
