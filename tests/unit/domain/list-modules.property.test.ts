import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILTER_GROUPS } from '../../../src/domain/filters/filter-state.ts';
import { ACTIVITY_LIST_MODULE } from '../../../src/domain/activity/activity.list.ts';
import { LEADS_LIST_MODULE } from '../../../src/domain/sales/leads.list.ts';
import { JOB_RUN_LOG_LIST_MODULE } from '../../../src/domain/job-runs/job-run-log.list.ts';
import { EVSE_HISTORY_LIST_MODULE } from '../../../src/domain/evse/evse-history.list.ts';
import { EVSES_LIST_MODULE, YOUR_EVSES_LIST_MODULE } from '../../../src/domain/evse/evses.list.ts';
import { GATEWAYS_LIST_MODULE } from '../../../src/domain/gateways/gateways.list.ts';
import { CHARGEPOINT_CANDIDATES_LIST_MODULE } from '../../../src/domain/gateways/chargepoint-candidates.list.ts';
import {
  listRequest,
  readRequest,
  requestKey,
  type AnyListModule,
} from '../../../src/domain/lists/list-module.ts';
import { PREPARED_LIST_MODULE } from '../../../src/domain/install/prepared.list.ts';
import { PROBLEMS_LIST_MODULE } from '../../../src/domain/problems/problems.list.ts';
import { SIGN_UPS_LIST_MODULE } from '../../../src/domain/access/sign-ups.list.ts';
import { SITES_LIST_MODULE } from '../../../src/domain/sites/sites.list.ts';
import { STAFF_USERS_LIST_MODULE } from '../../../src/domain/staff/staff-users.list.ts';
import { COMPANY_INSTALLATIONS_LIST_MODULE } from '../../../src/domain/install/company-installations.list.ts';
import { VPP_LIST_MODULE } from '../../../src/domain/vpp/vpp.list.ts';
import { FLEET_NAMES, filterStateArb } from '../../arbitraries/filter-cases.ts';

/*
 * One property test over every list module: whatever a list sends, the mock reads back exactly that from
 * the module's own declaration; the request holds only declared parameters; two different requests never share a
 * cache key. A new list module joins by one line in MODULES.
 */

const FLEETS = FLEET_NAMES.map((name, index) => ({
  uuid: `00000000-0000-4000-8000-00000000000${index}`,
  name,
}));

/** Every list module with the context its request is built with. */
const MODULES: readonly {
  readonly label: string;
  readonly module: AnyListModule;
  readonly context: unknown;
}[] = [
  { label: 'sites', module: SITES_LIST_MODULE, context: { fleets: FLEETS } },
  { label: 'chargers', module: EVSES_LIST_MODULE, context: { fleets: FLEETS } },
  {
    label: "a fleet's chargers",
    module: EVSES_LIST_MODULE,
    context: { fleets: FLEETS, fleet: FLEETS[0]?.uuid },
  },
  { label: 'your chargers', module: YOUR_EVSES_LIST_MODULE, context: { fleets: FLEETS } },
  { label: 'gateway search', module: GATEWAYS_LIST_MODULE, context: null },
  { label: 'problem rows', module: PROBLEMS_LIST_MODULE, context: null },
  { label: 'charge-point candidates', module: CHARGEPOINT_CANDIDATES_LIST_MODULE, context: null },
  { label: 'prepared installations', module: PREPARED_LIST_MODULE, context: null },
  { label: 'charger history log', module: EVSE_HISTORY_LIST_MODULE, context: { limit: 50 } },
  { label: 'staff users', module: STAFF_USERS_LIST_MODULE, context: null },
  { label: 'pending sign-ups', module: SIGN_UPS_LIST_MODULE, context: null },
  {
    label: 'activity log',
    module: ACTIVITY_LIST_MODULE,
    context: {
      person: 'ops@example.com',
      operation: 'assignStaffRole',
      dates: { start: '2026-01-02', end: null },
    },
  },
  {
    label: "a company's installations (an installer)",
    module: COMPANY_INSTALLATIONS_LIST_MODULE,
    context: { mineByDefault: true },
  },
  {
    label: "a company's installations (staff)",
    module: COMPANY_INSTALLATIONS_LIST_MODULE,
    context: { mineByDefault: false },
  },
  { label: 'VPP sites', module: VPP_LIST_MODULE, context: null },
  { label: "a job run's log", module: JOB_RUN_LOG_LIST_MODULE, context: { levels: ['warning', 'error'] } },
  {
    label: 'order-funnel leads',
    module: LEADS_LIST_MODULE,
    context: {
      status: ['new', 'contacted'],
      channel: ['web'],
      lastStep: ['sepa'],
      assignee: 'mine',
      startedSince: '2026-10-01T00:00:00Z',
      startedUntil: '',
    },
  },
];

type Wire = Record<string, string | number | string[]>;

/** An arbitrary request of a module's call, drawn from its declaration alone (every parameter may be absent). */
function requestArb(module: AnyListModule): fc.Arbitrary<Wire> {
  const shapes = Object.entries<string>(module.params);
  const values = Object.fromEntries(
    shapes.map(([name, shape]) => [
      name,
      shape === 'many'
        ? fc.uniqueArray(fc.constantFrom('A', 'B', 'C'), { maxLength: 3 })
        : shape === 'int'
          ? fc.integer({ min: 1, max: 3 })
          : fc.constantFrom('x', 'y', 'x y'),
    ]),
  );
  return fc.record(values, { requiredKeys: [] }) as fc.Arbitrary<Wire>;
}

/** The request on the wire as the API client sends it: arrays repeated, empty lists not sent. */
function toSearch(request: Wire): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (Array.isArray(value)) for (const item of value) search.append(name, item);
    else search.append(name, String(value));
  }
  return search;
}

/** What reaches the server, parameters in name order (a repeated one keeps its order): what the key must agree with. */
const wire = (request: Wire) => {
  const search = toSearch(request);
  return JSON.stringify([...new Set(search.keys())].sort().map((name) => [name, search.getAll(name)]));
};

/** An empty list is not sent, so the server reads no parameter for it. */
const sent = (request: Wire): Wire =>
  Object.fromEntries(
    Object.entries(request).filter(([, value]) => !(Array.isArray(value) && value.length === 0)),
  );

const stateArb = fc.record({
  filters: filterStateArb(FILTER_GROUPS, 4),
  text: fc.constantFrom('', ' ', 'ab', ' x y '),
  page: fc.integer({ min: 1, max: 4 }),
  sort: fc.option(
    fc.record({ key: fc.constant('lastConnection'), direction: fc.constantFrom('asc', 'desc') }),
    { nil: null },
  ),
});

describe.each(MODULES.map((entry) => [entry.label, entry] as const))(
  'the list module of the %s',
  (_name, { module, context }) => {
    it('property: two different requests never share a cache key; equal ones always do', () => {
      const request = requestArb(module);
      fc.assert(
        fc.property(request, request, (a, b) => {
          expect(requestKey(a) === requestKey(b)).toBe(wire(a) === wire(b));
        }),
        { numRuns: 1_000 },
      );
    });

    it('property: the mock reads back from the declaration exactly the request the screen sends', () => {
      fc.assert(
        fc.property(requestArb(module), (request) => {
          expect(readRequest(module.params, toSearch(request))).toEqual(sent(request));
        }),
        { numRuns: 500 },
      );
    });

    it('property: a list state makes a request of declared parameters only, each in its declared shape', () => {
      fc.assert(
        fc.property(stateArb, (state) => {
          const request: Wire = listRequest(module, state, context);
          for (const [name, value] of Object.entries(request)) {
            const shape = (module.params as Record<string, string>)[name];
            expect(shape, `${name} is declared`).toBeDefined();
            expect(Array.isArray(value) ? 'many' : typeof value === 'number' ? 'int' : 'one', name).toBe(
              shape,
            );
          }
          // Equal states make equal requests, whatever order the choices were made in.
          expect(requestKey(listRequest(module, state, context))).toBe(requestKey(request));
        }),
        { numRuns: 300 },
      );
    });
  },
);
