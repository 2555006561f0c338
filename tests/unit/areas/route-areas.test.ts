import { describe, expect, it } from 'vitest';
import { areaRoutes } from '../../../src/auth/access.ts';
import { accessOf, patternOf, ROUTE_IDS, type RouteId } from '../../../src/config/paths.ts';
import { AREAS, routeEntry } from '../../../src/routes/route-catalogue.ts';
import { type AreaId } from '../../../src/routes/route-record.ts';
import { t } from '../../../src/i18n/i18n.ts';

const segments = (id: RouteId) => patternOf(id).split('/').filter(Boolean);
const under = (area: AreaId, id: RouteId) => {
  const prefix = segments(area);
  const own = segments(id);
  return own.length > prefix.length && prefix.every((segment, index) => own[index] === segment);
};
const hasParams = (id: RouteId) => patternOf(id).includes(':');
const areaIds = Object.keys(AREAS) as AreaId[];

describe('the area pages’ declaration', () => {
  it.each(areaIds)('%s: each card is a screen of the area with a URL of its own and one line', (area) => {
    for (const card of AREAS[area].cards) {
      expect(under(area, card.route), card.route).toBe(true);
      expect(hasParams(card.route), card.route).toBe(false);
      expect(accessOf(card.route)).toBe('guarded');
      expect(routeEntry(card.route).childOf).toBeUndefined();
      expect(card.purpose.trim()).not.toBe('');
      expect(card.purpose).not.toMatch(/\n/);
    }
    expect(new Set(AREAS[area].cards.map((card) => card.route)).size).toBe(AREAS[area].cards.length);
  });

  it.each(areaIds)('%s: every screen below the area without a param has its card', (area) => {
    const screens = ROUTE_IDS.filter(
      (id) => accessOf(id) === 'guarded' && under(area, id) && !hasParams(id) && !(id in AREAS),
    );
    expect(AREAS[area].cards.map((card) => card.route).sort()).toEqual([...screens].sort());
  });

  it('coming and picker sections lead to screens of their area that need a key a picker gives', () => {
    const sections = areaIds.flatMap((area) =>
      [...(AREAS[area].coming ?? []), ...(AREAS[area].pickers ?? [])].map((section) => ({ area, section })),
    );
    expect(sections.map(({ section }) => t(section.title))).toEqual(['Installer companies']);
    for (const { area, section } of sections) {
      expect(section.routes.length).toBeGreaterThan(0);
      for (const id of section.routes) {
        expect(under(area, id), id).toBe(true);
        expect(hasParams(id), id).toBe(true);
      }
    }
  });

  it.each(['sales', 'operations', 'install', 'assets'] as const)(
    '%s: the cards, coming and picker sections are the screens the access rule opens the area by',
    (area) => {
      const shown = [
        ...AREAS[area].cards.map((card) => card.route),
        ...(AREAS[area].coming ?? []).flatMap((section) => section.routes),
        ...(AREAS[area].pickers ?? []).flatMap((section) => section.routes),
      ];
      expect([...shown].sort()).toEqual([...areaRoutes(area)].sort());
    },
  );
});
