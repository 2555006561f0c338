// @vitest-environment jsdom
// The charger screens in German: the list, a charger's page and a command's confirmation read as a German back
// office writes them (the English tests of the same screens are evse-screens.test.tsx and evse-change-screens.test.tsx).
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app-harness.tsx';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { evseApi, freshDataset } from './evse-harness.ts';
import { showEnglish, showGerman } from './german-words.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);

// Twelve chargers, as the English list test: whole-app renders of MUI tables are slow in jsdom.
const data = freshDataset();
data.evses = [...data.evses.slice(0, 8), ...data.evses.slice(-4)];

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
  showGerman();
});
afterEach(() => showEnglish());

describe('the chargers in German', () => {
  it(
    'the charger list: its table, columns, search and page range',
    async () => {
      renderApp('/assets/evses', evseApi(data));
      const table = await screen.findByRole('table', { name: 'Ladestationen' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
      expect(within(table).getByRole('columnheader', { name: /Letzte Verbindung/ })).toBeInTheDocument();
      expect(within(table).getByRole('columnheader', { name: 'Kennung' })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Ladestationen suchen' })).toBeInTheDocument();
      expect(screen.getByText('Ladestationen 1–12 von 12')).toBeInTheDocument();
      expect(screen.getByText('Alle Ladestationen')).toBeInTheDocument();
      expect(screen.queryByText('Identifier')).toBeNull();
    },
    SLOW,
  );

  it(
    "a charger's page: its cards and fields, and a command confirmed and answered",
    async () => {
      const user = userEvent.setup();
      const online = data.evses.find((r) => r.detail.evse.connectivity === 'EVSE_ONLINE')!.detail;
      renderApp(`/assets/evses/${online.evse.evseUuid}/status`, evseApi(data));
      expect(await screen.findByText('Firmware und Protokoll')).toBeVisible();
      expect(screen.getByText(`Ladepunkte (${online.evse.connectors.length})`)).toBeVisible();
      expect(screen.getByText('Seriennummer')).toBeVisible();
      expect(screen.getByRole('navigation', { name: 'Bereiche der Ladestation' })).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Hard-Reset' }));
      const dialog = await screen.findByRole('dialog', { name: 'Hard-Reset dieser Ladestation ausführen?' });
      expect(within(dialog).getByText(/ein laufender Ladevorgang wird abgebrochen/)).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Zurücksetzen' }));
      expect(await screen.findByText('Hard-Reset: Die Ladestation hat den Befehl angenommen.')).toBeVisible();
    },
    SLOW,
  );
});
