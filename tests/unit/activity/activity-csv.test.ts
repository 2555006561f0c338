// The activity export names a target as the list does (its name now when the answer carries it, else the recorded
// label) and keeps the recorded label and the key beside it.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_CSV_COLUMNS } from '../../../src/features/activity/hooks/activity-csv.ts';
import type { ActivityEntry } from '../../../src/features/activity/api/list-activity.ts';
import { toCsv } from '../../../src/domain/format/csv.ts';
import { csvHeader } from '../../../src/components/use-csv-export.ts';

const header = (column: (typeof ACTIVITY_CSV_COLUMNS)[number]) => csvHeader(column, 'Europe/Berlin');

const entry = (target: ActivityEntry['target']): ActivityEntry => ({
  id: 'a1',
  at: '2026-11-30T09:15:00Z',
  actor: 'lena.bauer@example.com',
  operationId: 'updateStaffUser',
  summary: 'Change a staff user',
  target,
  changes: [{ field: 'role', before: '"viewer"', after: '"admin"' }],
});

const row = (e: ActivityEntry) =>
  Object.fromEntries(ACTIVITY_CSV_COLUMNS.map((column) => [header(column), column.cell(e)]));

describe('the activity CSV export', () => {
  it('has the Target key, then its name beside the recorded label, and the kind', () => {
    expect(ACTIVITY_CSV_COLUMNS.map(header)).toEqual([
      'When (Europe/Berlin)',
      'Who',
      'Operation',
      'What',
      'Target kind',
      'Target',
      'Target name',
      'Target label',
      'Changes',
    ]);
  });

  it("Target name is the target's live name when the answer carries it; the label stays as recorded", () => {
    const cells = row(entry({ kind: 'staff-user', key: 's-17', label: 'L*** B***', name: 'Lena Bauer' }));
    expect(cells['Target name']).toBe('Lena Bauer');
    expect(cells['Target label']).toBe('L*** B***');
    expect(cells['Target']).toBe('s-17');
  });

  it('without a name (a caller who may not read the target, a charger): Target name is the recorded label', () => {
    const cells = row(entry({ kind: 'staff-user', key: 's-17', label: 'L*** B***' }));
    expect(cells['Target name']).toBe('L*** B***');
    expect(cells['Target label']).toBe('L*** B***');
  });

  it('a name with the separator or a quote is quoted in the file', () => {
    const e = entry({ kind: 'installation', key: 'i-3', label: 'M***', name: 'Müller, "Haus 2"' });
    const csv = toCsv(ACTIVITY_CSV_COLUMNS.map(header), [
      ACTIVITY_CSV_COLUMNS.map((column) => column.cell(e)),
    ]);
    expect(csv.split('\r\n')[1]).toContain(',installation,i-3,"Müller, ""Haus 2""",M***,');
  });
});
