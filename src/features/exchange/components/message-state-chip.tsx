import Chip from '@mui/material/Chip';
import { MESSAGE_STATE_LABELS, type MessageState } from '../../../domain/exchange/message-state.ts';

const COLOR = {
  queued: 'default',
  sent: 'info',
  overdue: 'warning',
  acknowledged: 'success',
  rejected: 'error',
  received: 'default',
} as const satisfies Record<MessageState, string>;

/** A message's state, in words and colour (never colour alone). */
export function MessageStateChip({ state }: { state: MessageState }) {
  return <Chip size="small" variant="outlined" color={COLOR[state]} label={MESSAGE_STATE_LABELS[state]} />;
}
