import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCreatedAt,
  hemsLabel,
  toPreparedInstallation,
  toPreparedInstallations,
  type PreparedInstallationSource,
} from '../../../src/domain/install/prepared-installation.ts';
import { INSTALLATION_STATUSES } from '../../../src/domain/sites/statuses.ts';
import { exampleValue, readCommittedMockSpec } from '../fixtures/mock-examples.ts';
import { formatDayTime } from '../../../src/domain/format/locale-format.ts';

const spec = readCommittedMockSpec();
const source: PreparedInstallationSource = {
  uuid: 'a670ebde-1178-4161-bb0f-b5283c25ffd5',
  name: 'Schröder, Gartenstraße 98, Bremen',
  hemProvider: 'sonnen',
  hems: { id: 'SONNEN-2189612' },
  status: 'READY',
  created: '2026-10-22T13:21:46Z',
  pvBattGatewayType: 'sonnenBatterie 10 performance',
  pvBattGateway: { id: 'SB-167455' },
  installer: 'INST-05705',
};

const sourceArb: fc.Arbitrary<PreparedInstallationSource> = fc.record(
  {
    uuid: fc.uuid(),
    name: fc.string(),
    hemProvider: fc.string(),
    hems: fc.record({ id: fc.string() }),
    status: fc.constantFrom(...INSTALLATION_STATUSES),
    created: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    pvBattGatewayType: fc.string(),
    pvBattGateway: fc.record({ id: fc.string() }),
    installer: fc.string(),
    // The proposed `site`: absent, null, or the site it became.
    site: fc.option(fc.record({ subscription: fc.uuid(), siteUuid: fc.uuid(), userReference: fc.string() }), {
      nil: null,
    }),
  },
  {
    requiredKeys: [
      'uuid',
      'name',
      'hemProvider',
      'hems',
      'status',
      'created',
      'pvBattGatewayType',
      'pvBattGateway',
      'installer',
    ],
  },
);

describe('toPreparedInstallation (SPEC §3: hemsId from hems.id, pvBattGatewayId from pvBattGateway.id)', () => {
  it('maps the source shape to the flat list row', () => {
    expect(toPreparedInstallation(source)).toEqual({
      uuid: 'a670ebde-1178-4161-bb0f-b5283c25ffd5',
      name: 'Schröder, Gartenstraße 98, Bremen',
      hemProvider: 'sonnen',
      hemsId: 'SONNEN-2189612',
      status: 'READY',
      created: '2026-10-22T13:21:46Z',
      pvBattGatewayType: 'sonnenBatterie 10 performance',
      pvBattGatewayId: 'SB-167455',
      installer: 'INST-05705',
      site: null,
    });
  });

  it('keeps every field and takes the two ids from their nested objects, for any source', () => {
    fc.assert(
      fc.property(sourceArb, (input) => {
        const row = toPreparedInstallation(input);
        const { hems, pvBattGateway, site, ...flat } = input;
        expect(row).toEqual({
          ...flat,
          hemsId: hems.id,
          pvBattGatewayId: pvBattGateway.id,
          // The site it became: its subscription (the link's key) and user reference; none without the field.
          site: site ? { subscription: site.subscription, userReference: site.userReference } : null,
        });
      }),
    );
  });

  it('does not crash on a backend sending null nested objects', () => {
    const broken = { ...source, hems: null, pvBattGateway: null } as unknown as PreparedInstallationSource;
    expect(toPreparedInstallation(broken)).toMatchObject({ hemsId: '', pvBattGatewayId: '' });
  });

  it('maps every row of every mock example, in order', () => {
    for (const name of ['default', 'sonnen', 'senec', 'e3dc', 'empty']) {
      const { installations } = exampleValue<{ installations: PreparedInstallationSource[] }>(
        spec,
        'listPreparedInstallations',
        name,
      );
      const rows = toPreparedInstallations(installations);
      expect(rows.map((row) => row.uuid)).toEqual(installations.map((item) => item.uuid));
      expect(rows.every((row, i) => row.hemsId === installations[i]?.hems.id)).toBe(true);
    }
    expect(toPreparedInstallations(undefined)).toEqual([]);
  });
});

describe('row texts', () => {
  it('the header shows "<hemProvider>: <hems.id>"', () => {
    expect(hemsLabel(toPreparedInstallation(source))).toBe('sonnen: SONNEN-2189612');
  });

  // Written out from the Date's local getters, so the check holds in whatever zone the worker runs (vitest's
  // thread pool does not always apply the TZ of vite.config.ts).
  it("Created at is the local date and time in the browser's locale", () => {
    for (const iso of ['2026-10-22T13:21:46Z', '2026-12-31T23:30:00Z', '2026-03-29T01:30:00Z']) {
      expect(formatCreatedAt(iso)).toBe(formatDayTime(new Date(iso)));
    }
    const defaults = Intl.DateTimeFormat().resolvedOptions();
    if (defaults.timeZone === 'Europe/Berlin' && defaults.locale === 'en-US') {
      expect(formatCreatedAt('2026-10-22T13:21:46Z')).toBe('10/22/2026, 03:21 PM');
      expect(formatCreatedAt('2026-12-31T23:30:00Z')).toBe('01/01/2027, 12:30 AM');
    }
    expect(formatCreatedAt('not a date')).toBe('not a date');
  });
});
