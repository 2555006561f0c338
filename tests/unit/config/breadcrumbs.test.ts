import fc from 'fast-check';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { breadcrumbsOf, crumbLabel, shortId } from '../../../src/routes/breadcrumb-trail.ts';
import { fillPattern, type RouteId } from '../../../src/config/paths.ts';
import {
  findRouteEntry,
  parentHref,
  routeEntries,
  routeEntry,
  routeRecord,
} from '../../../src/routes/route-catalogue.ts';
import { routeSamples } from '../../../src/routes/route-samples.ts';

const guarded = routeEntries.filter((entry) => entry.access === 'guarded' && entry.id !== 'home');
const AREAS: readonly RouteId[] = ['apiDocs', 'sales', 'hems', 'operations', 'fleets', 'install', 'assets'];

/** Each crumb is a route of the table whose pattern its href matches. */
function expectRealCrumbs(crumbs: ReturnType<typeof breadcrumbsOf>) {
  for (const crumb of crumbs) {
    const entry = findRouteEntry(crumb.id);
    expect(entry, crumb.id).toBeDefined();
    expect(
      matchPath({ path: entry?.pattern ?? '', end: true }, crumb.href),
      `${crumb.id} ${crumb.href}`,
    ).not.toBeNull();
  }
}

describe('breadcrumbsOf', () => {
  it('every route: the crumbs start at its area, end at itself, and each one is a route that exists', () => {
    for (const sample of routeSamples.filter((entry) => guarded.includes(entry))) {
      const crumbs = breadcrumbsOf(sample, sample.samplePath);
      expect(crumbs.at(-1), sample.id).toMatchObject({
        id: sample.id,
        title: sample.title,
        href: sample.samplePath,
      });
      expect(AREAS, `${sample.id} starts at ${crumbs[0]?.id}`).toContain(crumbs[0]?.id);
      expectRealCrumbs(crumbs);
      expect(new Set(crumbs.map((c) => c.id)).size, sample.id).toBe(crumbs.length);
    }
  });

  it('an area has only itself; so has home', () => {
    for (const id of [...AREAS, 'home'] as RouteId[]) {
      const entry = routeEntry(id);
      expect(breadcrumbsOf(entry, entry.pattern).map((c) => c.id)).toEqual([id]);
    }
  });

  it('walks area › list › item › section', () => {
    const chain = (id: RouteId, pathname: string) =>
      breadcrumbsOf(routeEntry(id), pathname).map((c) => `${c.title} ${c.href}`);
    expect(chain('fleetSiteTelemetry', '/fleet/f1/subscription/s1/site-telemetry')).toEqual([
      'Fleets /fleet',
      'Fleet /fleet/f1',
      'Fleet Subscription /fleet/f1/subscription/s1',
      'Site Telemetry /fleet/f1/subscription/s1/site-telemetry',
    ]);
    // The site's own mount: under the site's page, in its area.
    expect(chain('siteTelemetry', '/site/s1/energy/site-telemetry')).toEqual([
      'Home Energy Management /hems',
      'Site /site/s1',
      'Site Energy /site/s1/energy',
      'Site Telemetry /site/s1/energy/site-telemetry',
    ]);
    expect(chain('assetsEditEvse', '/assets/gateways-devices/i/g/edit-evse/a')).toEqual([
      'Assets /assets',
      'Gateway Devices /assets/gateways-devices/i',
      'Edit EVSE /assets/gateways-devices/i/g/edit-evse/a',
    ]);
    expect(chain('salesEvseOverviewHistoryLog', '/sales/your-evses/e/evse-overview/history-log')).toEqual([
      'Sales /sales',
      'Your EVSEs /sales/your-evses',
      'EVSE Overview /sales/your-evses/e/evse-overview',
      'History Log /sales/your-evses/e/evse-overview/history-log',
    ]);
    // The routes whose path does not say what is above them: the record's `up`.
    expect(chain('fleetEnergyDashboard', '/fleet-energy-dashboard/f1')).toEqual([
      'Fleets /fleet',
      'Fleet /fleet/f1',
      'Fleet Energy Dashboard /fleet-energy-dashboard/f1',
    ]);
    expect(chain('site', '/site/s1')).toEqual(['Home Energy Management /hems', 'Site /site/s1']);
  });

  it('the back button leads to the crumb above (one rule for both)', () => {
    for (const sample of routeSamples.filter((entry) => guarded.includes(entry))) {
      const crumbs = breadcrumbsOf(sample, sample.samplePath);
      expect(parentHref(sample, sample.samplePath), sample.id).toBe(crumbs.at(-2)?.href ?? '/');
    }
  });

  it('any param values (markup, slashes, percent signs): crumbs stay routes of the table and end at the page', () => {
    const value = fc.oneof(
      fc.uuid(),
      fc.string({ minLength: 1, maxLength: 30 }),
      fc.constantFrom('<b>x</b>', '%', '../a', 'a/b'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...guarded),
        fc.array(value, { minLength: 6, maxLength: 6 }),
        (entry, values) => {
          const params = Object.fromEntries(
            entry.paramNames.map((name, index) => [name, values[index] ?? 'x']),
          );
          const pathname = fillPattern(entry.pattern, params);
          const crumbs = breadcrumbsOf(entry, pathname);
          expect(crumbs.at(-1)?.href).toBe(pathname);
          expect(AREAS).toContain(crumbs[0]?.id);
          expectRealCrumbs(crumbs);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("a record's item param is a param of its route; its crumb carries that param's value", () => {
    for (const entry of routeEntries) {
      const item = routeRecord(entry.id).item;
      if (item !== undefined) expect(entry.paramNames, entry.id).toContain(item);
    }
    const crumbs = breadcrumbsOf(
      routeEntry('fleetEvseOverviewHistoryLog'),
      '/fleet/49c07e35-21d1-42ea-a8ad-50a969add179/subscription/s-1/assets/evses/e-1/evse-overview/history-log',
    );
    expect(crumbs.map((crumb) => crumb.itemId)).toEqual([
      undefined,
      '49c07e35-21d1-42ea-a8ad-50a969add179',
      's-1',
      'e-1',
      undefined,
    ]);
  });

  it('names a crumb by its record where known, else its title and a short id: never a whole UUID', () => {
    const uuid = '449a9a79-0b7e-4c3a-9d5f-0123456789ab';
    const [, fleet] = breadcrumbsOf(routeEntry('fleetEvsesOverview'), `/fleet/${uuid}/evses-overview`);
    expect(crumbLabel(fleet!, { [uuid]: 'Nordlicht Energie' })).toBe('Nordlicht Energie');
    expect(crumbLabel(fleet!)).toBe('Fleet 449a9a79…');
    expect(crumbLabel(fleet!, { [uuid]: '  ' })).toBe('Fleet 449a9a79…');
    expect(shortId('msg-000282')).toBe('msg-000282');
    expect(shortId('run-optimisation-20261031T2259')).toBe('run-optimisa…');
    // Every parametrised route's crumbs, unnamed, with stand-in UUIDs: no label holds a whole UUID.
    for (const sample of routeSamples.filter((entry) => guarded.includes(entry))) {
      for (const crumb of breadcrumbsOf(sample, sample.samplePath))
        expect(crumbLabel(crumb), sample.id).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });
});
