import { describe, expect, it } from 'vitest';
import { knownTimeZone, zonedParts } from '../../../src/domain/format/zoned-time.ts';

// Found by the any-answer property: the spec's SiteEnergyTimeZone pattern allows "a" or "Mars/Base",
// on which every Intl formatter throws a RangeError, and the telemetry screen fell into its error boundary.
describe('knownTimeZone', () => {
  it('keeps a zone the browser knows', () => {
    expect(knownTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(knownTimeZone('UTC')).toBe('UTC');
  });

  it('shows the times of a zone the browser does not know in UTC, which every formatter then takes', () => {
    for (const unknown of ['a', 'Mars/Base', 'Europe/Nowhere_Town']) {
      expect(knownTimeZone(unknown)).toBe('UTC');
      expect(() => zonedParts(0, knownTimeZone(unknown))).not.toThrow();
    }
  });
});
