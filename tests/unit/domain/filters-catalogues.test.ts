import { describe, expect, it } from 'vitest';
import { TSO_NOT_AVAILABLE, tsoOf, tsoOptions } from '../../../src/domain/filters/tso.ts';
import {
  NOT_LINKED_TO_FLEET,
  deriveFleetsStr,
  noneLinkedToFleet,
  withFleetsStr,
} from '../../../src/domain/sites/fleets-str.ts';
import {
  HEALTH_KEYS,
  healthKeyFromLabel,
  healthKeyOf,
  healthKeyParts,
  healthLabel,
  isHealthKey,
} from '../../../src/domain/health/health.ts';
import {
  INSTALLATION_STATUS_LABELS,
  PREPARED_STATUSES,
  isInstallationStatus,
  isSiteStatus,
  statusBadgeText,
} from '../../../src/domain/sites/statuses.ts';

describe('health catalogue', () => {
  it('has the nine keys of SPEC §4', () => {
    expect([...HEALTH_KEYS].sort()).toEqual(
      [
        'goodOverall',
        'moderateOverall',
        'criticalOverall',
        'goodIot',
        'moderateIot',
        'criticalIot',
        'goodVpp',
        'moderateVpp',
        'criticalVpp',
      ].sort(),
    );
  });

  it('labels keys like SPEC §4', () => {
    expect(healthLabel('goodOverall')).toBe('Site Health Status: Good');
    expect(healthLabel('moderateIot')).toBe('IoT Health: Moderate');
    expect(healthLabel('criticalVpp')).toBe('VPP Health: Critical');
  });

  it('round-trips key -> label -> key and key -> parts -> key for all nine', () => {
    for (const key of HEALTH_KEYS) {
      expect(healthKeyFromLabel(healthLabel(key))).toBe(key);
      const { dimension, level } = healthKeyParts(key);
      expect(healthKeyOf(dimension, level)).toBe(key);
      expect(isHealthKey(key)).toBe(true);
    }
    expect(new Set(HEALTH_KEYS.map(healthLabel)).size).toBe(9);
    expect(healthKeyFromLabel('IoT Health: Great')).toBeUndefined();
    expect(isHealthKey('goodiot')).toBe(false);
  });
});

describe('status catalogue', () => {
  it('shows IN_PROGRESS as in-progress on the badge', () => {
    expect(statusBadgeText('IN_PROGRESS')).toBe('in-progress');
    expect(statusBadgeText('ACTIVATED')).toBe('activated');
  });

  it('labels installation statuses as the SPEC §5 chips', () => {
    expect(Object.values(INSTALLATION_STATUS_LABELS)).toEqual([
      'In-Progress',
      'Ready',
      'Completed',
      'Activated',
    ]);
    expect(PREPARED_STATUSES).toEqual(['READY', 'IN_PROGRESS', 'COMPLETED']);
  });

  it('tells site and installation statuses apart', () => {
    expect(isSiteStatus('AUTO_ACTIVATED')).toBe(true);
    expect(isSiteStatus('READY')).toBe(false);
    expect(isInstallationStatus('READY')).toBe(true);
    expect(isInstallationStatus('ACTIVE')).toBe(false);
  });
});

describe('fleetsStr', () => {
  it("joins fleet names with ', ' or says 'not linked to fleet'", () => {
    expect(deriveFleetsStr([{ name: 'North' }, { name: 'South' }])).toBe('North, South');
    expect(deriveFleetsStr([])).toBe(NOT_LINKED_TO_FLEET);
    expect(NOT_LINKED_TO_FLEET).toBe('not linked to fleet');
    expect(withFleetsStr({ id: 1, fleets: [{ name: 'A', uuid: 'u' }] })).toEqual({
      id: 1,
      fleets: [{ name: 'A', uuid: 'u' }],
      fleetsStr: 'A',
    });
  });

  it('knows when no row in view is linked to a fleet', () => {
    expect(noneLinkedToFleet([{ fleets: [] }, { fleets: [] }])).toBe(true);
    expect(noneLinkedToFleet([{ fleets: [] }, { fleets: [{}] }])).toBe(false);
    expect(noneLinkedToFleet([])).toBe(true);
  });
});

describe('TSO options', () => {
  it("lists the rows' TSOs sorted, with 'not available' last when any is missing", () => {
    expect(tsoOptions([{ tso: 'TenneT' }, {}, { tso: 'Amprion' }, { tso: 'TenneT' }, { tso: null }])).toEqual(
      ['Amprion', 'TenneT', TSO_NOT_AVAILABLE],
    );
    expect(tsoOptions([{ tso: 'TenneT' }])).toEqual(['TenneT']);
    expect(tsoOf({ tso: '' })).toBe('not available');
  });
});
