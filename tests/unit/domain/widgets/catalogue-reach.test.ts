// The widget catalogue's card on /sales: widgets and distinct origins, in words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueReach, catalogueReachText } from '../../../../src/domain/widgets/catalogue-reach.ts';

const ORIGIN = fc
  .tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.boolean())
  .map(([host, upper]) => `https://${upper ? host.toUpperCase() : host}.example`);

describe('catalogueReach', () => {
  it('counts an origin allowed for two widgets once, compared lower-case', () => {
    const reach = catalogueReach([
      { origins: ['https://a.example', 'https://B.example'] },
      { origins: ['https://b.example'] },
      { origins: [] },
    ]);
    expect(reach).toEqual({ widgets: 3, origins: 2 });
    expect(catalogueReachText(reach)).toBe('3 widgets, allowed on 2 origins');
    expect(catalogueReachText({ widgets: 1, origins: 1 })).toBe('1 widget, allowed on 1 origin');
    expect(catalogueReachText({ widgets: 2, origins: 0 })).toBe('2 widgets, allowed on 0 origins');
    expect(catalogueReachText(catalogueReach([]))).toBe('No widgets yet');
  });

  it('never counts more origins than are listed, nor fewer than the longest list', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ origins: fc.uniqueArray(ORIGIN, { maxLength: 5 }) })), (widgets) => {
        const { origins } = catalogueReach(widgets);
        const lists = widgets.map((widget) => new Set(widget.origins.map((o) => o.toLowerCase())).size);
        expect(origins).toBeLessThanOrEqual(lists.reduce((a, b) => a + b, 0));
        expect(origins).toBeGreaterThanOrEqual(Math.max(0, ...lists));
      }),
    );
  });
});
