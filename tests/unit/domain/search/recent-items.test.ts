import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJumpTarget, targetKey, type JumpTarget } from '../../../../src/domain/search/jump-target.ts';
import {
  readRecentItems,
  RECENT_ITEMS_PER_PERSON,
  withRecentItem,
} from '../../../../src/domain/search/recent-items.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const gateway = (n: number): JumpTarget => ({
  kind: 'gateway',
  view: 'page',
  hit: { hemsLogicalId: `H-${n}`, hemGatewayId: `SB-${n}`, label: `SB-${n}`, detail: 'Install · CUST-1' },
});
const site: JumpTarget = {
  kind: 'site',
  view: 'live',
  hit: {
    subscription: uuid(1),
    siteUuid: uuid(2),
    fleetUuid: uuid(3),
    label: '<img src=x onerror=alert(1)>',
    detail: 'd',
  },
};

describe('jump to: recent items per person', () => {
  it('keeps the newest first, once each, at most 10 per person', () => {
    let raw: string | null = null;
    for (let n = 0; n < 15; n += 1) raw = withRecentItem(raw, 'ana', gateway(n));
    raw = withRecentItem(raw, 'ana', gateway(12));
    const items = readRecentItems(raw, 'ana');
    expect(items).toHaveLength(RECENT_ITEMS_PER_PERSON);
    expect(items.map((item) => item.hit.label).slice(0, 3)).toEqual(['SB-12', 'SB-14', 'SB-13']);
  });

  it('keeps each person their own items', () => {
    let raw = withRecentItem(null, 'ana', gateway(1));
    raw = withRecentItem(raw, 'ben', site);
    expect(readRecentItems(raw, 'ana').map(targetKey)).toEqual([targetKey(gateway(1))]);
    expect(readRecentItems(raw, 'ben')).toEqual([site]);
    expect(readRecentItems(raw, 'cleo')).toEqual([]);
    expect(readRecentItems(raw, null)).toEqual([]);
    expect(withRecentItem(raw, null, site)).toBe(raw);
  });

  it('keeps hostile text as text: a label is data, never parsed', () => {
    const raw = withRecentItem(null, 'ana', site);
    expect(readRecentItems(raw, 'ana')[0]?.hit.label).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads corrupt storage as no items, and drops the entries that are not what a search answer holds', () => {
    for (const raw of [
      '',
      '{',
      'null',
      '[]',
      '"x"',
      '{"ana":5}',
      '{"ana":[null,1,"x"]}',
      '{"__proto__":{"ana":[]}}',
    ])
      expect(readRecentItems(raw, 'ana')).toEqual([]);
    const bad = [
      {
        kind: 'gateway',
        view: 'page',
        hit: { hemsLogicalId: '../x', hemGatewayId: 'SB-1', label: 'a', detail: 'b' },
      },
      {
        kind: 'site',
        view: 'live',
        hit: { subscription: uuid(1), siteUuid: uuid(2), fleetUuid: '../x', label: 'a', detail: 'b' },
      },
      {
        kind: 'charger',
        view: 'page',
        hit: {
          evseUuid: uuid(1),
          mount: 'elsewhere',
          subscription: null,
          fleetUuid: null,
          label: 'a',
          detail: 'b',
        },
      },
      { kind: 'fleet', view: 'page', hit: { fleetUuid: 'javascript:alert(1)', label: 'a', detail: 'b' } },
      { kind: 'fleet', view: 'page', hit: { fleetUuid: uuid(1), label: 'a\u0007', detail: 'b' } },
      { kind: 'weird', view: 'page', hit: { label: 'a', detail: 'b' } },
    ];
    expect(readRecentItems(JSON.stringify({ ana: [...bad, gateway(7)] }), 'ana')).toEqual([gateway(7)]);
  });

  it('reads back the live view of a site in no fleet (it opens on the site’s own page)', () => {
    const noFleet: JumpTarget = {
      kind: 'site',
      view: 'live',
      hit: { subscription: uuid(1), siteUuid: uuid(2), fleetUuid: null, label: 'CUST-1', detail: 'd' },
    };
    expect(readRecentItems(withRecentItem(null, 'ana', noFleet), 'ana')).toEqual([noFleet]);
  });

  it('copies only the known fields of a stored target', () => {
    const parsed = parseJumpTarget({ ...gateway(1), extra: 1, hit: { ...gateway(1).hit, evil: '<b>' } });
    expect(parsed).toEqual(gateway(1));
  });

  it('never throws on any stored value and writes what it reads back', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), fc.string({ maxLength: 10 }), (raw, sub) => {
        const items = readRecentItems(raw, sub);
        expect(items.length).toBeLessThanOrEqual(RECENT_ITEMS_PER_PERSON);
        const next = withRecentItem(raw, sub, gateway(1));
        if (sub !== '') expect(readRecentItems(next, sub)[0]).toEqual(gateway(1));
      }),
    );
  });
});
