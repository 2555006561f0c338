import { expect, test } from 'vitest';

// Date filters compare whole local dates; every test runs in the pinned zone, whatever the machine's zone.
test('tests run in the pinned time zone Europe/Berlin', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Berlin');
  // 2026-07-01 is summer time in Berlin: UTC+2.
  expect(new Date('2026-07-01T12:00:00Z').getTimezoneOffset()).toBe(-120);
});
