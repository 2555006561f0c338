import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_STATE } from '../../../src/domain/filters/filter-state.ts';
import { HEALTH_KEYS } from '../../../src/domain/health/health.ts';
import { problemsOfList } from '../../../src/domain/problems/problems.ts';
import { READINESS_LABELS } from '../../../src/domain/sites/statuses.ts';
import {
  listFromParams,
  pageFromParams,
  problemFiltersFromParams,
  problemsHref,
  problemsSearchParams,
  restrictProblems,
} from '../../../src/features/health/hooks/problems-url.ts';

const list = fc.constantFrom('site' as const, 'installation' as const);
const subset = <T>(values: readonly T[]) =>
  fc.uniqueArray(fc.constantFrom(...values), { maxLength: values.length });
const filters = fc.record({
  siteAttributes: subset(['hasPv', 'hasBattery', 'hasEvse', 'hasHp'] as const),
  tradingAttributes: subset(['tradingEnabledSupply', 'tradingEnabledFeedIn'] as const),
  readiness: subset(READINESS_LABELS),
  tso: fc.uniqueArray(fc.constantFrom('TenneT', 'Amprion', '50Hertz', 'not available')),
  problems: subset(problemsOfList('site')),
  health: subset(HEALTH_KEYS),
});

describe('home URL state', () => {
  it('the drill-down link of a problem', () => {
    expect(problemsHref('site', ['SITE_OFFLINE_NOW'])).toBe('/?list=site&problem=SITE_OFFLINE_NOW');
    expect(problemsHref('installation')).toBe('/?list=installation');
  });

  it('round-trips list, filters and page through the URL', () => {
    fc.assert(
      fc.property(list, filters, fc.integer({ min: 1, max: 500 }), (l, f, page) => {
        const params = new URLSearchParams(problemsSearchParams(l, f, page).toString());
        expect(listFromParams(params)).toBe(l);
        expect(pageFromParams(params)).toBe(page);
        expect(problemFiltersFromParams(params)).toEqual({ ...EMPTY_FILTER_STATE, ...f });
      }),
    );
  });

  it('page 1 has no page param; a malformed page is page 1', () => {
    expect(problemsSearchParams('site', {}, 1).has('page')).toBe(false);
    for (const bad of ['0', '-2', '1.5', 'x', '', '01', '9999999']) {
      expect(pageFromParams(new URLSearchParams({ page: bad }))).toBe(1);
    }
  });

  it('an unknown list is the overview', () => {
    expect(listFromParams(new URLSearchParams('list=evse'))).toBeNull();
    expect(listFromParams(new URLSearchParams(''))).toBeNull();
  });

  it('drops the groups a problem row does not offer, and unknown params; keeps the fleet', () => {
    const params = new URLSearchParams(
      'list=site&activation_status=HEMS_ONLINE&current_status=ACTIVE&fleet=North&creation_start_date=2026-01-01&foo=1&health=criticalIot',
    );
    expect(problemFiltersFromParams(params)).toEqual({
      ...EMPTY_FILTER_STATE,
      fleets: ['North'],
      health: ['criticalIot'],
    });
    expect(problemsSearchParams('site', problemFiltersFromParams(params)).toString()).toBe(
      'list=site&fleet=North&health=criticalIot',
    );
  });

  it('restricts problem codes to the list’s own', () => {
    const state = { ...EMPTY_FILTER_STATE, problems: ['SITE_OFFLINE_NOW', 'PENDING_ACTIVATION'] };
    expect(restrictProblems(state, problemsOfList('installation')).problems).toEqual(['PENDING_ACTIVATION']);
    const unchanged = { ...EMPTY_FILTER_STATE, problems: ['PENDING_ACTIVATION'] };
    expect(restrictProblems(unchanged, problemsOfList('installation'))).toBe(unchanged);
  });
});
