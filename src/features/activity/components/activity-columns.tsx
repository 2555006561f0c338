import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { describeChangeIn, type ChangeWords } from '../../../domain/activity/activity-changes.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { t, tOr } from '../../../i18n/i18n.ts';
import { activityTargetName } from '../../../domain/activity/activity-target.ts';
import type { ActivityEntry } from '../api/list-activity.ts';

/** A change's words in the language shown (the domain's are English, for the export). */
const changeWords = (): ChangeWords => ({
  characters: (count) => t('activity.characters', { count, n: formatCount(count) }),
  lengths: (before, after) => t('activity.lengths', { before: formatCount(before), after }),
  changed: (lengths) => t('activity.changed', { lengths }),
  set: (characters) => t('activity.set', { characters }),
  setOver: (before, characters) => t('activity.setOver', { before, characters }),
  cleared: (characters) => t('activity.cleared', { characters }),
  clearedTo: (characters, after) => t('activity.clearedTo', { characters, after }),
});

/** A changed field: its name in words where the catalogue has it, else as the API names it. */
const fieldName = (field: string): string => tOr(`activity.field.${field}`, field);

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
    label: t('activity.column.when'),
    order: 'descending',
    cell: (entry) => <RelativeInstant iso={entry.at} now={now} />,
  },
  {
    id: 'who',
    label: t('activity.column.who'),
    cell: (entry) => (
      <Box component="span" sx={{ wordBreak: 'break-all' }}>
        {entry.actor}
      </Box>
    ),
  },
  {
    id: 'what',
    label: t('activity.column.what'),
    cell: (entry) => (
      <>
        {entry.summary}
        {secondary(entry.operationId)}
      </>
    ),
  },
  {
    id: 'target',
    label: t('activity.column.target'),
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
    label: t('activity.column.changes'),
    align: 'right',
    cell: (entry) => {
      const open = opened.has(entry.id);
      const count = entry.changes.length;
      return count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('activity.noChange')}
        </Typography>
      ) : (
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={changesIdOf(entry)}
          onClick={() => toggle(entry)}
        >
          {open ? t('activity.hideChanges') : t('activity.showChanges', { count, n: formatCount(count) })}
        </Button>
      );
    },
  },
];

/** An entry's changes (field, before, after), opened under its row. */
export function ActivityChanges({ entry }: { entry: ActivityEntry }) {
  const words = changeWords();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5 }}>
      {entry.changes.map((change) => (
        <Box key={change.field} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, pr: 2 }}>
            {fieldName(change.field)}
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
            {describeChangeIn(change, words)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
