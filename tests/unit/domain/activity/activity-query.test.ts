import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityQueryOf } from '../../../../src/domain/activity/activity.list.ts';
import {
  matchesActivity,
  operationLabel,
  type ActivityMatchable,
} from '../../../../src/domain/activity/activity-query.ts';

const entry = (over: Partial<ActivityMatchable> = {}): ActivityMatchable => ({
  at: '2026-11-20T10:00:00Z',
  actor: 'admin@operator-portal.example',
  operationId: 'assignStaffRole',
  target: { kind: 'staff-user', key: 'staff-0007', label: 'B*** V***' },
  ...over,
});

describe('the activity query', () => {
  it('filters by person and operation exactly, target text in kind, key or label, and the time window', () => {
    expect(matchesActivity(entry(), {})).toBe(true);
    expect(matchesActivity(entry(), { person: 'ops@operator-portal.example' })).toBe(false);
    expect(matchesActivity(entry(), { operation: 'removeStaffRole' })).toBe(false);
    expect(matchesActivity(entry(), { target: ' STAFF-0007 ' })).toBe(true);
    expect(matchesActivity(entry(), { target: 'staff-user' })).toBe(true);
    expect(matchesActivity(entry(), { target: 'evse' })).toBe(false);
    expect(matchesActivity(entry(), { since: '2026-11-20T10:00:00Z', until: '2026-11-20T10:00:01Z' })).toBe(
      true,
    );
    expect(matchesActivity(entry(), { until: '2026-11-20T10:00:00Z' })).toBe(false);
  });

  it('turns local dates into the instants of those whole days (TZ pinned by the harness)', () => {
    const query = activityQueryOf(
      { person: '', operation: 'approveSignUp', target: '  ', dates: { start: '2026-11-20', end: null } },
      2,
    );
    expect(query.page).toBe(2);
    expect(query.operation).toBe('approveSignUp');
    expect(query.target).toBeUndefined();
    expect(Date.parse(query.until!) - Date.parse(query.since!)).toBe(86_400_000);
    expect(new Date(query.since!).getDate()).toBe(20);
  });

  it('property: an entry inside a one-day window matches, one outside does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399_999 }), fc.boolean(), (offset, inside) => {
        const query = activityQueryOf(
          { person: '', operation: '', target: '', dates: { start: '2026-03-29', end: '2026-03-29' } },
          1,
        );
        const since = Date.parse(query.since!);
        const until = Date.parse(query.until!);
        const at = inside ? since + (offset % (until - since)) : until + offset;
        expect(matchesActivity(entry({ at: new Date(at).toISOString() }), query)).toBe(inside);
      }),
    );
  });

  it('names operations for people', () => {
    expect(operationLabel('assignStaffRole')).toBe('Assign staff role');
    expect(operationLabel('updateEvse')).toBe('Update evse');
  });
});
