// @vitest-environment jsdom
// A gateway's page in German: its cards, fields and devices table read as a German back office writes them (the
// English tests of the gateway screens are gateway-screens.test.tsx).
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { evseApi, freshDataset } from '../evses/evse-harness.ts';
import { showEnglish, showGerman } from '../evses/german-words.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
  showGerman();
});
afterEach(() => showEnglish());

describe('a gateway in German', () => {
  it(
    "the gateway page: its state, installation and site, and its devices' table",
    async () => {
      const data = freshDataset();
      const { gateway } = data.gateways.find((g) => g.gateway.site === null)!;
      renderApp(`/assets/gateways/${gateway.hemsLogicalId}/${gateway.hemGatewayId}`, evseApi(data));
      expect(await screen.findByText('Installation und Standort')).toBeVisible();
      expect(screen.getByText('Zustand')).toBeVisible();
      expect(screen.getByText('Logische HEMS-ID')).toBeVisible();
      expect(screen.getByText('Noch kein Standort')).toBeVisible();
      const table = screen.getByRole('table', { name: `Geräte des Gateways ${gateway.hemGatewayId}` });
      expect(within(table).getByRole('columnheader', { name: 'Hersteller und Modell' })).toBeInTheDocument();
      expect(within(table).getByRole('columnheader', { name: 'Seriennummer / Kennung' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'an unknown gateway says so in German',
    async () => {
      renderApp('/assets/gateways/E3DC-1/S10-1', evseApi(freshDataset()));
      expect(await screen.findByText('Kein Gateway S10-1 im HEMS E3DC-1')).toBeTruthy();
    },
    SLOW,
  );
});
