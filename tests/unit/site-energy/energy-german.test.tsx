// A site's energy day in German: the header's chips, the range buttons, the chart's axis and title, the totals and
// the table's columns, as a German back office reads them (the chart is the stand-in: its title is its name).
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths.ts';
import { SAMPLE_PARAMS } from '../../../src/routes/route-samples.ts';
import { renderApp } from '../../helpers/app-harness.tsx';
import { showEnglish, showGerman } from '../../helpers/german.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { energyApi } from './energy-harness.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// @chart-stand-in: the chart is tests/helpers/chart-stand-in.tsx, its title as an img's name (vite.config.ts).

configure({ asyncUtilTimeout: timeLimit(20_000) });
const SLOW = timeLimit(60_000);
const SITE = { fleetUuid: SAMPLE_PARAMS.fleetUuid as string, subUuid: SAMPLE_PARAMS.subUuid as string };

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
  showGerman();
});
afterEach(showEnglish);

describe('a site’s energy day in German', () => {
  it(
    'header, range, chart, totals and table in German',
    async () => {
      renderApp(`${paths.fleetSiteEnergyHistory(SITE)}?range=day&start=2026-10-31`, energyApi());
      const chart = await screen.findByRole('img', { name: /^Leistung \(kW\): PV, Verbrauch/ });
      expect(chart).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: /: Energie$/ })).toBeVisible();
      expect(screen.getByRole('tab', { name: 'Energieverlauf' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Tag' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Vorheriger Tag' })).toBeVisible();
      expect(screen.getByText(/^Zeiten in Europe\/Berlin \(Zeitzone des Standorts\)$/)).toBeVisible();
      const totals = screen.getByRole('region', { name: 'Summen' });
      expect(within(totals).getByText('Verbrauch')).toBeVisible();
      const table = screen.getByRole('table', { name: 'Energiewerte' });
      expect(within(table).getByRole('columnheader', { name: 'Beginn (Europe/Berlin)' })).toBeVisible();
      expect(within(table).getByRole('columnheader', { name: 'Verbrauch (kW)' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
      // The route's title in the crumbs above is the routes catalogue's.
      expect(screen.getByRole('link', { name: 'Flotten' })).toBeVisible();
    },
    SLOW,
  );
});
