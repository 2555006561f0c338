import Chip from '@mui/material/Chip';
import type { MessageState } from '../../../domain/exchange/message-state.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { messageStateText } from './exchange-words.ts';

const COLOR = {
  queued: 'default',
  sent: 'default',
  overdue: 'warning',
  acknowledged: 'success',
  rejected: 'error',
  received: 'default',
} as const satisfies Record<MessageState, string>;

/** A message's state, in words and colour (never colour alone). */
export function MessageStateChip({ state }: { state: MessageState }) {
  useT();
  const color = COLOR[state];
  // Outlined warning and error text (and any info chip) fails WCAG contrast on white; filled warning and error pass.
  const variant = color === 'success' ? 'outlined' : 'filled';
  return <Chip size="small" variant={variant} color={color} label={messageStateText(state)} />;
}
