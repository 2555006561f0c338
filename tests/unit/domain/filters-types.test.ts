import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import { applyFilters } from '../../../src/domain/filter-table/apply-filters.ts';
import type { FilterStateFor, GroupsFor } from '../../../src/domain/filters/filter-row.ts';

type SiteRow = components['schemas']['SiteRow'] & { fleetsStr: string };
type ProblemRow = components['schemas']['ProblemRow'];
interface PreparedRow {
  uuid: string;
  name: string;
  status: components['schemas']['InstallationStatus'];
  created: string;
}

// Checked by tsc (test:static); at run time these calls are no-ops.
describe('groups offered per row type', () => {
  it('offers site rows every group whose fields they carry', () => {
    expectTypeOf<GroupsFor<SiteRow>>().toEqualTypeOf<
      | 'activation'
      | 'currentStatus'
      | 'dates'
      | 'fleets'
      | 'siteAttributes'
      | 'tradingAttributes'
      | 'readiness'
      | 'tso'
      | 'health'
      | 'offline'
    >();
  });

  it('offers problem rows no activation, status, date or fleet group', () => {
    expectTypeOf<GroupsFor<ProblemRow>>().toEqualTypeOf<
      'siteAttributes' | 'tradingAttributes' | 'readiness' | 'tso' | 'problems' | 'health'
    >();
  });

  it('offers problem rows with their derived fleetsStr the fleet group too', () => {
    expectTypeOf<GroupsFor<ProblemRow & { fleetsStr: string }>>().toEqualTypeOf<
      'siteAttributes' | 'tradingAttributes' | 'readiness' | 'tso' | 'problems' | 'health' | 'fleets'
    >();
  });

  it('offers prepared-installation rows their statuses and dates', () => {
    expectTypeOf<GroupsFor<PreparedRow>>().toEqualTypeOf<'installationStatus' | 'preparedStatus' | 'dates'>();
  });

  it('rejects a group the row type lacks', () => {
    const problems: ProblemRow[] = [];
    expectTypeOf(applyFilters(problems, { problems: ['SITE_OFFLINE_NOW'] })).toEqualTypeOf<ProblemRow[]>();
    // @ts-expect-error -- problem rows have no `online`/`status`, so activation is not offered.
    applyFilters(problems, { activation: ['HEMS_ONLINE'] });
    expectTypeOf<FilterStateFor<PreparedRow>>().toHaveProperty('preparedStatus');
  });
});
