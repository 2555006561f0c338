import type { CsvColumn } from '../../../components/csv-export-options.ts';
import { describeChange } from '../../../domain/activity/activity-changes.ts';
import { activityTargetName } from '../../../domain/activity/activity-target.ts';
import type { ActivityEntry } from '../api/list-activity.ts';
import { t } from '../../../i18n/i18n.ts';

/**
 * The activity export: what the log shows, the instant as local date and time (the zone in its header). `Target` is the
 * target's key (as exports before the names had it), `Target name` how the list names it (its name now, for a person
 * who may read it, else the recorded label), `Target label` the label as recorded.
 */
export const ACTIVITY_CSV_COLUMNS: readonly CsvColumn<ActivityEntry>[] = [
  { header: () => t('csv.activity.when'), instant: true, cell: (entry) => entry.at },
  { header: () => t('csv.activity.who'), cell: (entry) => entry.actor },
  { header: () => t('csv.activity.operation'), cell: (entry) => entry.operationId },
  { header: () => t('csv.activity.what'), cell: (entry) => entry.summary },
  { header: () => t('csv.activity.targetKind'), cell: (entry) => entry.target.kind },
  { header: () => t('csv.activity.target'), cell: (entry) => entry.target.key },
  { header: () => t('csv.activity.targetName'), cell: (entry) => activityTargetName(entry.target) },
  { header: () => t('csv.activity.targetLabel'), cell: (entry) => entry.target.label },
  {
    header: () => t('csv.activity.changes'),
    cell: (entry) => entry.changes.map((change) => `${change.field}: ${describeChange(change)}`).join('; '),
  },
];
