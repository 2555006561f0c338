import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/domain/shared/constants.ts';

describe('SPEC §9 business constants', () => {
  it('hold the values of the SPEC table', () => {
    expect(constants.AUTO_ACTIVATED_PROBLEM_DAYS).toBe(14);
    expect(constants.INCOMPLETE_INSTALLATION_PROBLEM_DAYS).toBe(30);
    expect(constants.OFFLINE_PROBLEM_HOURS).toBe(6);
    expect(constants.ONLINE_OFFLINE_SWITCHES_LIMIT).toBe(5);
    expect(constants.ONLINE_OFFLINE_SWITCHES_WINDOW_HOURS).toBe(24);
    expect(constants.FORECAST_DEVIATION_PERCENT).toBe(30);
    expect(constants.TELEMETRY_GAP_PERCENT).toEqual({ min: 0.1, small: 5, max: 99.9 });
    expect(constants.FILTER_DATE_FORMAT).toBe('yyyy/MM/dd');
    expect(constants.FILTER_SKELETON_DELAY_MS).toBe(300);
    expect(constants.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(constants.DOCS_BUTTON_WIDTH_PX).toBe(300);
    expect(constants.INTERNAL_API_KEYS).toEqual(['API', 'CHARGE_API', 'UI_API']);
    expect(constants.EXTERNAL_API_KEYS).toEqual(['APP_API', 'ERP_API']);
    expect(constants.DIALOG_DEFAULTS).toEqual({
      maxWidth: 'sm',
      cancelText: 'Cancel',
      applyText: 'Apply',
      applyColor: 'error',
    });
  });

  it('telemetry gap bands are ordered', () => {
    const { min, small, max } = constants.TELEMETRY_GAP_PERCENT;
    expect(min).toBeLessThan(small);
    expect(small).toBeLessThan(max);
  });
});
