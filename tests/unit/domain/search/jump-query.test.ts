import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compactForm,
  idFromLink,
  jumpQueryOf,
  JUMP_QUERY_MAX_LENGTH,
} from '../../../../src/domain/search/jump-query.ts';

const SUB = '5000000a-0000-4000-8000-00000000002a';
const EVSE = '7c1e4a52-7a43-4c54-9d6b-1f1b6a3c9e01';

describe('jump to: what is searched', () => {
  it('trims what was typed and keeps its case for display', () => {
    expect(jumpQueryOf('   SB-104321 \n')).toBe('SB-104321');
  });

  it('compares ids case-folded, without spaces or separators', () => {
    expect(compactForm('sb 104 321')).toBe(compactForm('SB-104321'));
    expect(compactForm(' Cust_500.123 ')).toBe('cust500123');
    expect(compactForm(SUB.toUpperCase())).toBe(compactForm(SUB));
  });

  it('takes the id a pasted portal link carries: the last uuid, else the last segment with a digit', () => {
    expect(jumpQueryOf(`https://portal.example.com/site/${SUB}`)).toBe(SUB);
    expect(
      jumpQueryOf(
        `https://portal.example.com/fleet/${SUB}/subscription/${SUB}/assets/evses/${EVSE}/evse-overview`,
      ),
    ).toBe(EVSE);
    expect(jumpQueryOf('https://portal.example.com/assets/gateways/HEMS-7/SB-104321')).toBe('SB-104321');
    expect(jumpQueryOf(`/site/${SUB}?tab=1#x`)).toBe(SUB);
    expect(jumpQueryOf('https://portal.example.com/hems/active/sonnen?text=CUST-5001')).toBe('CUST-5001');
    expect(jumpQueryOf('https://portal.example.com/assets/gateways/H/SB%2D1')).toBe('SB-1');
  });

  it('searches a link without an id as typed', () => {
    expect(idFromLink('https://portal.example.com/fleet')).toBeNull();
    expect(jumpQueryOf('https://portal.example.com/fleet')).toBe('https://portal.example.com/fleet');
    expect(idFromLink('Müller Solar')).toBeNull();
  });

  it('never throws and never returns control characters or more than the call accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 250, unit: 'binary' }), (typed) => {
        const query = jumpQueryOf(typed);
        expect(query.length).toBeLessThanOrEqual(JUMP_QUERY_MAX_LENGTH);
        // eslint-disable-next-line no-control-regex
        expect(query).not.toMatch(/[\u0000-\u001F\u007F]/);
        expect(query).toBe(query.trim());
      }),
      { numRuns: 50 },
    );
  });
});
