import { describe, expect, it } from 'vitest';
import { NODE_LANE_ENV, NODE_LANE_TIME_SCALE } from '../../../scripts/run-tests.ts';
import {
  e2eTimeScale,
  loadTimeScale,
  MAX_E2E_TIME_SCALE,
  timeScale,
} from '../../../scripts/test/time-limit.ts';

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

describe('time limits of the browser lane (e2e, contracts)', () => {
  it('grow with how far the machine is oversubscribed when the run starts, between 1 and the cap', () => {
    expect(loadTimeScale(0, 2)).toBe(1);
    expect(loadTimeScale(2, 2)).toBe(2);
    expect(loadTimeScale(2.5, 2)).toBe(3);
    expect(loadTimeScale(12, 2)).toBe(7);
    expect(loadTimeScale(500, 2)).toBe(MAX_E2E_TIME_SCALE);
    expect(loadTimeScale(Number.NaN, 0)).toBe(1);
  });

  it('take a factor the environment gives, and otherwise write the one they derived back for the workers', () => {
    expect(e2eTimeScale({ E2E_TIME_SCALE: '4' })).toBe(4);
    const env: NodeJS.ProcessEnv = { E2E_TIME_SCALE: 'fast' };
    const derived = e2eTimeScale(env);
    expect(derived).toBeGreaterThanOrEqual(1);
    expect(derived).toBeLessThanOrEqual(MAX_E2E_TIME_SCALE);
    expect(env.E2E_TIME_SCALE).toBe(String(derived));
    expect(e2eTimeScale(env)).toBe(derived);
  });
});
