import Typography from '@mui/material/Typography';
import type { QueryState } from '../api/query-state.ts';
import { formatCount } from '../domain/locale-format.ts';

/**
 * A live count on an area card (issue #32 item 1): "12 offline now" once the one call answered, "Counting…" while it
 * runs, and a plain "count not available" when it failed — the card stays a working link either way.
 */
export function LiveFigure({ state, label }: { state: QueryState<number>; label: string }) {
  const text =
    state.status === 'ready'
      ? `${formatCount(state.data)} ${label}`
      : state.status === 'loading'
        ? 'Counting…'
        : `Count not available (${label})`;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ display: 'block', mt: 1, fontWeight: state.status === 'ready' ? 700 : 400 }}
    >
      {text}
    </Typography>
  );
}
