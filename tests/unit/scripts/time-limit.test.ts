import { describe, expect, it } from 'vitest';
import { NODE_LANE_ENV, NODE_LANE_TIME_SCALE } from '../../../scripts/run-tests.ts';
import { timeScale } from '../../../scripts/test/time-limit.ts';

describe('time limits of the unit step', () => {
  it('are stretched by the factor the environment gives, never shortened', () => {
    expect(timeScale({ UNIT_TIME_SCALE: '11' })).toBe(11);
    expect(timeScale({ UNIT_TIME_SCALE: '2.5' })).toBe(2.5);
    for (const unusable of [undefined, '', '0.5', '-3', 'fast', 'Infinity'])
      expect(timeScale({ UNIT_TIME_SCALE: unusable })).toBe(1);
  });

  it("beside e2e, by as much as the node lane's CPU share can slow it (nice 10 against nice 0)", () => {
    expect(timeScale(NODE_LANE_ENV)).toBe(NODE_LANE_TIME_SCALE);
    expect(NODE_LANE_TIME_SCALE).toBeGreaterThanOrEqual((1024 + 110) / 110);
    expect(NODE_LANE_TIME_SCALE).toBeLessThan((1024 + 110) / 110 + 1);
  });
});
