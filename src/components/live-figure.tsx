import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { QueryState } from '../api/query-state.ts';
import { formatCount } from '../domain/format/locale-format.ts';

/** The line a live figure stands on: bold once the answer is there. */
function FigureLine({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ display: 'block', mt: 1, fontWeight: ready ? 700 : 400 }}
    >
      {children}
    </Typography>
  );
}

/**
 * A live count on an area card: "12 offline now" once the one call answered, "Counting…" while it
 * runs, and a plain "count not available" when it failed — the card stays a working link either way.
 */
export function LiveFigure({ state, label }: { state: QueryState<number>; label: string }) {
  const text =
    state.status === 'ready'
      ? `${formatCount(state.data)} ${label}`
      : state.status === 'loading'
        ? 'Counting…'
        : `Count not available (${label})`;
  return <FigureLine ready={state.status === 'ready'}>{text}</FigureLine>;
}

/** What a figure knows: a query's state, or several combined (any failed: failed; all answered: ready). */
export type FigureState<T> =
  { readonly status: 'ready'; readonly data: T } | { readonly status: 'loading' | 'error' };

/**
 * A live figure in words on an area card: `text` of the answer once it came, "Asking…" while the
 * call runs, `unavailable` when it failed — the card stays a working link either way.
 */
export function LiveStatement<T>({
  state,
  text,
  unavailable,
}: {
  state: FigureState<T>;
  text: (data: T) => string;
  unavailable: string;
}) {
  const line =
    state.status === 'ready' ? text(state.data) : state.status === 'loading' ? 'Asking…' : unavailable;
  return <FigureLine ready={state.status === 'ready'}>{line}</FigureLine>;
}
