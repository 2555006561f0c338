import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { describeChange } from '../../../domain/activity/activity-changes.ts';
import { activityTargetName } from '../../../domain/activity/activity-target.ts';
import type { ActivityEntry } from '../api/list-activity.ts';

/** The id of the detail row an entry's changes open in (its toggle names it). */
export const changesIdOf = (entry: ActivityEntry) => `changes-${entry.id}`;

const secondary = (text: string, breakAll = false) => (
  <Typography
    variant="body2"
    color="text.secondary"
    component="span"
    sx={{ display: 'block', ...(breakAll ? { wordBreak: 'break-all' } : {}) }}
  >
    {text}
  </Typography>
);

/** The log's columns: when, who, what, on what, and the toggle of an entry's changes (`opened`, `toggle`). */
export const activityColumns = (
  now: number,
  opened: ReadonlySet<string>,
  toggle: (entry: ActivityEntry) => void,
): readonly ListColumn<ActivityEntry, never>[] => [
  {
    id: 'when',
    label: 'When',
    order: 'descending',
    cell: (entry) => <RelativeInstant iso={entry.at} now={now} />,
  },
  {
    id: 'who',
    label: 'Who',
    cell: (entry) => (
      <Box component="span" sx={{ wordBreak: 'break-all' }}>
        {entry.actor}
      </Box>
    ),
  },
  {
    id: 'what',
    label: 'What',
    cell: (entry) => (
      <>
        {entry.summary}
        {secondary(entry.operationId)}
      </>
    ),
  },
  {
    id: 'target',
    label: 'On what',
    cell: (entry) => (
      <>
        {/* The target's name now, for a person who may read it, over the label as recorded (masked); else the label. */}
        {activityTargetName(entry.target)}
        {entry.target.name !== undefined && entry.target.name !== entry.target.label
          ? secondary(entry.target.label)
          : null}
        {secondary(`${entry.target.kind} ${entry.target.key}`, true)}
      </>
    ),
  },
  {
    id: 'changes',
    label: 'Changes',
    align: 'right',
    cell: (entry) => {
      const open = opened.has(entry.id);
      const count = entry.changes.length;
      return count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No stored change
        </Typography>
      ) : (
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={changesIdOf(entry)}
          onClick={() => toggle(entry)}
        >
          {open ? 'Hide changes' : `Show ${count === 1 ? '1 change' : `${count} changes`}`}
        </Button>
      );
    },
  },
];

/** An entry's changes (field, before, after), opened under its row. */
export function ActivityChanges({ entry }: { entry: ActivityEntry }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5 }}>
      {entry.changes.map((change) => (
        <Box key={change.field} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, pr: 2 }}>
            {change.field}
          </Box>
          {/* A free text the log does not keep reads as a sentence, not as a value. */}
          <Box
            component="dd"
            sx={
              change.beforeText !== undefined || change.afterText !== undefined
                ? { m: 0, fontStyle: 'italic', color: 'text.secondary' }
                : { m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }
            }
          >
            {describeChange(change)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
