import { availableParallelism } from 'node:os';
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
    expect(timeScale({ UNIT_TIME_SCALE: '1' }, () => 40)).toBe(1);
  });

  it("without a usable factor, by the machine's load when the run starts, written back for the workers", () => {
    for (const unusable of [undefined, '', '0.5', '-3', 'fast', 'Infinity']) {
      const env: NodeJS.ProcessEnv = { UNIT_TIME_SCALE: unusable };
      expect(timeScale(env, () => 0)).toBe(1);
      expect(env.UNIT_TIME_SCALE).toBe('1');
    }
    const busy: NodeJS.ProcessEnv = {};
    const scale = timeScale(busy, () => 8 * availableParallelism());
    expect(scale).toBe(9);
    expect(timeScale(busy, () => 0)).toBe(scale);
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
    expect(e2eTimeScale(env, () => 3 * availableParallelism())).toBe(4);
    expect(env.E2E_TIME_SCALE).toBe('4');
    expect(e2eTimeScale(env, () => 0)).toBe(4);
  });
});
