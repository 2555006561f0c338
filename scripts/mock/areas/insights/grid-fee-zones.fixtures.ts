// Time-variable grid fees under §14a EnWG, module 3 (BNetzA BK8-22/010-A, from 1 Apr 2025): a DSO
// publishes, for the quarters it chooses, a low (NT), standard (ST) and high (HT) tariff window per day, in ct/kWh,
// for controllable devices (heat pumps, wallboxes). The mock's table: four DSOs' windows in the shape they publish
// them; the figures are illustrative, near the DSOs' 2025 price sheets, not a tariff to bill with.
import type { components } from '../../../../src/api/schema.gen.ts';

type GridFeeZone = components['schemas']['GridFeeZone'];

const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const WINTER_HALF = [1, 2, 3, 10, 11, 12];

const zone = (
  dso: string,
  tier: GridFeeZone['tier'],
  months: number[],
  windows: [string, string][],
  ctPerKwh: number,
): GridFeeZone => ({ dso, tier, months, windows: windows.map(([start, end]) => ({ start, end })), ctPerKwh });

export const GRID_FEE_ZONES: readonly GridFeeZone[] = [
  zone(
    'Netze BW GmbH',
    'low',
    ALL_YEAR,
    [
      ['00:00', '05:00'],
      ['23:00', '24:00'],
    ],
    3.03,
  ),
  zone(
    'Netze BW GmbH',
    'standard',
    ALL_YEAR,
    [
      ['05:00', '17:00'],
      ['21:00', '23:00'],
    ],
    7.57,
  ),
  zone('Netze BW GmbH', 'high', ALL_YEAR, [['17:00', '21:00']], 11.36),
  zone('Westnetz GmbH', 'low', WINTER_HALF, [['00:00', '06:00']], 1.45),
  zone(
    'Westnetz GmbH',
    'standard',
    WINTER_HALF,
    [
      ['06:00', '15:00'],
      ['20:00', '24:00'],
    ],
    7.23,
  ),
  zone('Westnetz GmbH', 'high', WINTER_HALF, [['15:00', '20:00']], 10.34),
  zone('Bayernwerk Netz GmbH', 'low', ALL_YEAR, [['00:00', '06:00']], 2.56),
  zone(
    'Bayernwerk Netz GmbH',
    'standard',
    ALL_YEAR,
    [
      ['06:00', '17:00'],
      ['20:00', '24:00'],
    ],
    6.4,
  ),
  zone('Bayernwerk Netz GmbH', 'high', ALL_YEAR, [['17:00', '20:00']], 9.6),
  zone('E.DIS Netz GmbH', 'low', [1, 2, 3, 4, 10, 11, 12], [['01:00', '05:00']], 3.31),
  zone(
    'E.DIS Netz GmbH',
    'standard',
    [1, 2, 3, 4, 10, 11, 12],
    [
      ['00:00', '01:00'],
      ['05:00', '16:00'],
      ['19:00', '24:00'],
    ],
    8.28,
  ),
  zone('E.DIS Netz GmbH', 'high', [1, 2, 3, 4, 10, 11, 12], [['16:00', '19:00']], 12.42),
];
