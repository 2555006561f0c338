// The route records as one table: one record for every pattern of paths.ts and nothing else, parents that exist,
// public pages that load nothing from the records, and the charger mounts' sections.
import { describe, expect, it } from 'vitest';
import { accessOf, patternOf, ROUTE_IDS, type RouteId } from '../../../src/config/paths.ts';
import { AREAS, ROUTE_GROUPS, routeRecord } from '../../../src/routes/route-catalogue.ts';

const records = ROUTE_GROUPS.flat();
const guarded = ROUTE_IDS.filter((id) => accessOf(id) === 'guarded');

describe('the route records', () => {
  it('hold one record for every pattern of paths.ts, and none for a route it does not have', () => {
    const ids = records.map((record) => record.id);
    expect(new Set(ids).size, 'no route is declared twice').toBe(ids.length);
    expect([...ids].sort()).toEqual([...ROUTE_IDS].sort());
  });

  it('give every route a title and name only routes that exist as parents', () => {
    for (const record of records) {
      expect(record.title.trim(), record.id).not.toBe('');
      for (const parent of [record.childOf, record.up?.id]) {
        if (parent !== undefined) expect(ROUTE_IDS, `${record.id} → ${parent}`).toContain(parent);
      }
      // A section lives under its screen's path; its screen is a screen, not a section.
      if (record.childOf !== undefined) {
        expect(patternOf(record.id).startsWith(`${patternOf(record.childOf)}/`), record.id).toBe(true);
        expect(routeRecord(record.childOf).childOf, record.id).toBeUndefined();
      }
    }
  });

  it('say what a guarded route needs, unless it is an area; a public page declares nothing of the shell', () => {
    for (const id of guarded) {
      const { access, area } = routeRecord(id);
      expect(access !== undefined || area !== undefined, id).toBe(true);
    }
    for (const id of ROUTE_IDS.filter((route) => accessOf(route) === 'public')) {
      const { access, area, card, screen } = routeRecord(id);
      expect([access, area, card, screen], id).toEqual([undefined, undefined, undefined, undefined]);
    }
  });

  it('declare each card beside the area it belongs to, and only areas are areas', () => {
    for (const group of ROUTE_GROUPS) {
      const areas = group.filter((record) => record.area !== undefined);
      const cards = group.filter((record) => record.card !== undefined);
      expect(areas.length, group[0]?.id).toBeLessThanOrEqual(1);
      if (cards.length > 0) expect(areas, `the cards of ${cards[0]?.id}`).toHaveLength(1);
    }
    expect(Object.keys(AREAS).sort()).toEqual(['apiDocs', 'assets', 'install', 'operations', 'sales']);
  });

  it('mount the charger in four places: each mount and its sections name the section they show', () => {
    const mounts = records.filter((record) => record.evseSection !== undefined);
    const screens = mounts.filter((record) => record.childOf === undefined).map((record) => record.id);
    expect(screens.sort()).toEqual(
      [
        'assetsEvseSchedules',
        'assetsEvseStatus',
        'fleetEvseOverview',
        'installEvseOverview',
        'salesEvseOverview',
      ].sort(),
    );
    for (const record of mounts) {
      expect(patternOf(record.id), record.id).toContain(':evseUuid');
      const screen = record.childOf === undefined ? record : routeRecord(record.childOf);
      expect(screen.evseSection, `${record.id}: its screen is a mount`).toBeDefined();
      // One charger module renders every mount: its sections share the charger's screen.
      expect(record.screen, record.id).toBeDefined();
    }
    const sectionOf = (id: RouteId) => routeRecord(id).evseSection;
    expect(sectionOf('fleetEvseOverviewHistoryLog')).toBe('history');
    expect(sectionOf('installEvseOverviewChargingSchedules')).toBe('schedules');
    expect(sectionOf('assetsEvseStatus')).toBe('overview');
  });
});
