// What a failed device check means to staff (src/domain/evse/device-check-errors.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_CHECK_ERROR_IDS,
  deviceCheckFailure,
  deviceFactsOf,
  isDeviceCheckErrorId,
} from '../../../src/domain/evse/device-check-errors.ts';
import type { ChargepointModel } from '../../../src/domain/evse/evse-types.ts';

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;
const MODELS: ChargepointModel[] = [
  {
    vendor: 'Alfen',
    model: 'Eve Single Pro-line',
    firmwareVersions: ['6.5.0-4245', '6.4.0-4100'],
    ocppVersions: ['1.6'],
    minCurrent: 6,
    maxCurrent: 32,
  },
];
const SERVER_SAID = 'Something the server said';

describe('deviceCheckFailure', () => {
  it.each(DEVICE_CHECK_ERROR_IDS)('%s has its own words, not what the server said', (errorId) => {
    const failure = deviceCheckFailure({ message: SERVER_SAID, status: 422, errorId }, MODELS, NOW, 'en');
    expect(failure.title).not.toBe(SERVER_SAID);
    expect(failure.action).not.toMatch(/report the error reference/);
    expect(failure.errorId).toBe(errorId);
  });

  it('gives each known error id a different title', () => {
    const titles = DEVICE_CHECK_ERROR_IDS.map(
      (errorId) => deviceCheckFailure({ message: 'm', status: 422, errorId }, MODELS, NOW, 'en').title,
    );
    expect(new Set(titles).size).toBe(DEVICE_CHECK_ERROR_IDS.length);
  });

  it('reads any other answer as what the server said, else as its status', () => {
    const other = deviceCheckFailure(
      { message: SERVER_SAID, status: 409, errorId: 'SOMETHING_ELSE' },
      MODELS,
      NOW,
    );
    expect(other).toMatchObject({ title: SERVER_SAID, errorId: 'SOMETHING_ELSE' });
    expect(other.action).toMatch(/report the error reference/);
    expect(deviceCheckFailure({ message: '  ', status: 500 }, MODELS, NOW).title).toBe(
      'The request failed (HTTP 500).',
    );
    expect(isDeviceCheckErrorId('SOMETHING_ELSE')).toBe(false);
    expect(isDeviceCheckErrorId(undefined)).toBe(false);
  });

  it('shows the firmware seen against the versions the model supports', () => {
    const failure = deviceCheckFailure(
      {
        message: 'm',
        status: 422,
        errorId: 'EVSE_FIRMWARE_NOT_SUPPORTED',
        verificationResult: {
          errorId: 'EVSE_FIRMWARE_NOT_SUPPORTED',
          uniqueIdentifier: 'ALF-20598311',
          firmwareVersion: '4.2.0',
          vendor: 'Alfen',
          model: 'Eve Single Pro-line',
          lastConnectionTimestamp: new Date(NOW - 3 * DAY).toISOString(),
        },
      },
      MODELS,
      NOW,
      'en',
    );
    expect(failure.title).toBe('Firmware 4.2.0 is not supported for Alfen Eve Single Pro-line.');
    expect(failure.action).toContain('6.5.0-4245, 6.4.0-4100');
    expect(failure.facts).toEqual([
      { label: 'Identifier', value: 'ALF-20598311' },
      { label: 'Vendor and model', value: 'Alfen Eve Single Pro-line' },
      { label: 'Firmware seen', value: '4.2.0' },
      { label: 'Supported versions', value: '6.5.0-4245, 6.4.0-4100' },
      { label: 'Last seen', value: '3 days ago' },
    ]);
  });

  it('says how long ago a charger that is not connected was last seen', () => {
    const failure = deviceCheckFailure(
      {
        message: 'm',
        status: 422,
        errorId: 'EVSE_NOT_CONNECTED',
        uniqueIdentifier: 'ALF-1',
        lastConnectionTimestamp: new Date(NOW - 3 * DAY).toISOString(),
      },
      MODELS,
      NOW,
      'en',
    );
    expect(failure.title).toBe(
      'The gateway knows this charger but it is not connected now (last seen 3 days ago).',
    );
    expect(failure.facts).toContainEqual({ label: 'Last seen', value: '3 days ago' });
  });

  it('says "not known" when an offline charger reports no readable last connection', () => {
    const failure = deviceCheckFailure(
      { message: 'm', status: 503, errorId: 'EVSE_OFFLINE', lastConnectionTimestamp: 'yesterday-ish' },
      MODELS,
      NOW,
      'en',
    );
    expect(failure.title).toBe(
      'The charger is offline (last seen not known), so it cannot take the command.',
    );
    expect(failure.facts).toEqual([]);
  });

  it('points at the models list when the model of the firmware is not in it', () => {
    const failure = deviceCheckFailure(
      {
        message: 'm',
        status: 422,
        errorId: 'EVSE_FIRMWARE_NOT_SUPPORTED',
        verificationResult: { vendor: 'Acme', model: 'Box', firmwareVersion: '1.0' },
      },
      MODELS,
      NOW,
    );
    expect(failure.action).toContain('see the charge-point models list');
    expect(failure.facts).toContainEqual({
      label: 'Supported versions',
      value: 'see the charge-point models list',
    });
  });
});

describe('deviceFactsOf', () => {
  it("prefers the verification result's facts, falls back to the error's, and drops blanks", () => {
    expect(
      deviceFactsOf({
        message: 'm',
        status: 422,
        uniqueIdentifier: 'OUTER',
        firmwareVersion: 'outer-fw',
        lastConnectionTimestamp: '2026-11-22T12:00:00Z',
        verificationResult: { uniqueIdentifier: 'INNER', firmwareVersion: ' ', vendor: '', model: 'Box' },
      }),
    ).toEqual({
      uniqueIdentifier: 'INNER',
      model: 'Box',
      firmwareVersion: 'outer-fw',
      lastConnection: Date.UTC(2026, 10, 22, 12),
    });
  });
});

describe('property', () => {
  const anything = fc.oneof(fc.string(), fc.jsonValue(), fc.constant(undefined));
  const anyError = fc.record(
    {
      message: anything,
      status: fc.oneof(fc.integer(), anything),
      errorId: fc.oneof(fc.constantFrom(...DEVICE_CHECK_ERROR_IDS), anything),
      firmwareVersion: anything,
      lastConnectionTimestamp: fc.oneof(
        fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
        anything,
      ),
      uniqueIdentifier: anything,
      verificationResult: fc.oneof(
        fc.record(
          {
            errorId: anything,
            uniqueIdentifier: anything,
            firmwareVersion: anything,
            lastConnectionTimestamp: anything,
            vendor: fc.oneof(fc.constant('Alfen'), anything),
            model: fc.oneof(fc.constant('Eve Single Pro-line'), anything),
          },
          { requiredKeys: [] },
        ),
        anything,
      ),
    },
    { requiredKeys: [] },
  );

  it('never throws on an ApiError-shaped object, whatever its fields hold, and always says something', () => {
    fc.assert(
      fc.property(anyError, fc.integer(), (error, now) => {
        const failure = deviceCheckFailure(
          error as Parameters<typeof deviceCheckFailure>[0],
          MODELS,
          now,
          'en',
        );
        expect(failure.title.trim()).not.toBe('');
        expect(failure.action.trim()).not.toBe('');
        for (const line of failure.facts) expect(typeof line.value).toBe('string');
      }),
    );
  });
});
