import type { CsvColumn } from '../../../components/csv-export-options.ts';
import { describeChange } from '../../../domain/activity/activity-changes.ts';
import { activityTargetName } from '../../../domain/activity/activity-target.ts';
import type { ActivityEntry } from '../api/list-activity.ts';

/**
 * The activity export: what the log shows, the instant as ISO 8601 (UTC) so spreadsheets sort it. `Target` is the
 * target's key (as exports before the names had it), `Target name` how the list names it (its name now, for a person
 * who may read it, else the recorded label), `Target label` the label as recorded.
 */
export const ACTIVITY_CSV_COLUMNS: readonly CsvColumn<ActivityEntry>[] = [
  { header: 'When', cell: (entry) => entry.at },
  { header: 'Who', cell: (entry) => entry.actor },
  { header: 'Operation', cell: (entry) => entry.operationId },
  { header: 'What', cell: (entry) => entry.summary },
  { header: 'Target kind', cell: (entry) => entry.target.kind },
  { header: 'Target', cell: (entry) => entry.target.key },
  { header: 'Target name', cell: (entry) => activityTargetName(entry.target) },
  { header: 'Target label', cell: (entry) => entry.target.label },
  {
    header: 'Changes',
    cell: (entry) => entry.changes.map((change) => `${change.field}: ${describeChange(change)}`).join('; '),
  },
];
