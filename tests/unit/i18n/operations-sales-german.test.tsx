// @vitest-environment jsdom
// The operations and sales screens read in German: user roles (with the deactivation dialog), the pending sign-ups,
// the order-funnel leads and the smart charging plan, each with a few of its words and its numbers in German. Their
// own tests read them in English.
// @chart-stand-in: the chart is tests/helpers/chart-stand-in.tsx, its title as an img's name (vite.config.ts).
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataset, datasetInState } from '../../../scripts/mock/data/dataset.ts';
import { PINNED_INSTANTS } from '../../../scripts/mock/instants.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { paths } from '../../../src/config/paths.ts';
import { formatMoney } from '../../../src/domain/format/locale-format.ts';
import { renderApp } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { showEnglish, showGerman } from '../../helpers/german-words.ts';
import { insightApi } from '../../helpers/insight-api.ts';
import { leadsApi } from '../../helpers/leads-api.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { withPermissions } from '../../helpers/profile-permissions.ts';

configure({ asyncUtilTimeout: timeLimit(20_000) });
const SLOW = timeLimit(60_000);

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
  showGerman();
});
afterEach(() => {
  showEnglish();
  vi.useRealTimers();
});

describe('the operations and sales screens in German', () => {
  it(
    'user roles: the people, their roles and state, the matrix, and the deactivation dialog',
    async () => {
      renderApp('/operations/user-roles', dataLayerApi().api);
      const table = await screen.findByRole('table', { name: 'Mitarbeitende' });
      const ines = (await within(table).findByText('Ines Installer')).closest('tr') as HTMLElement;
      expect(ines).toHaveTextContent('Aktiv');
      expect(within(table).getByRole('columnheader', { name: 'Letzte Anmeldung' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Rollen und Berechtigungen' })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Matrix Rolle × Berechtigung' })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Personen suchen' })).toBeInTheDocument();
      fireEvent.click(within(ines).getByRole('button', { name: 'Ines Installer deaktivieren' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ines Installer deaktivieren?' });
      expect(dialog).toHaveTextContent(
        'Die Person kann sich nicht mehr anmelden; beim nächsten Aufruf wird sie abgemeldet.',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
      expect(await screen.findByText('Ines Installer ist deaktiviert.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(ines).toHaveTextContent('Deaktiviert');
      expect(within(ines).getByRole('button', { name: 'Ines Installer reaktivieren' })).toBeVisible();
    },
    SLOW,
  );

  it(
    'pending sign-ups: the queue, its columns and actions, and the approval dialog',
    async () => {
      renderApp('/operations/pending-sign-ups', dataLayerApi().api);
      const table = await screen.findByRole('table', { name: 'Offene Registrierungen' });
      const ida = (await within(table).findByText('ida.hoffmann@signup.example')).closest(
        'tr',
      ) as HTMLElement;
      expect(within(ida).getByLabelText('Nicht bestätigt')).toHaveTextContent('✗');
      expect(within(table).getByRole('columnheader', { name: 'Wartet seit' })).toBeInTheDocument();
      expect(
        within(ida).getByRole('button', { name: 'Bestätigung erneut senden an ida.hoffmann@signup.example' }),
      ).toBeVisible();
      fireEvent.click(within(ida).getByRole('button', { name: 'ida.hoffmann@signup.example freigeben' }));
      const dialog = await screen.findByRole('dialog', { name: /freigeben$/ });
      expect(dialog).toHaveTextContent('Die Adresse ist noch nicht bestätigt');
      expect(within(dialog).getByRole('button', { name: 'Freigeben' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'order-funnel leads: the list, its steps and statuses, and a lead in its drawer',
    async () => {
      const data = datasetInState(createDataset());
      const lead = data.leads.find((candidate) => candidate.lastStep === 'tariff')!;
      renderApp(
        `${paths.operationsOrderFunnelLeads()}?lastStep=tariff`,
        withPermissions(['leads:read', 'sales:read'], leadsApi(data)),
      );
      const table = await screen.findByRole('table', { name: 'Leads aus dem Bestellprozess' });
      await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
      expect(within(table).getByRole('columnheader', { name: 'Letzter Schritt' })).toBeInTheDocument();
      expect(within(table).getAllByText('Tarif').length).toBeGreaterThan(0);
      expect(screen.getAllByRole('note').map((note) => note.textContent)).toContainEqual(
        expect.stringMatching(/^Leads exportieren/),
      );
      fireEvent.click(within(table).getByRole('button', { name: `Lead ${lead.id} öffnen` }));
      const drawer = await screen.findByRole('region', { name: `Lead ${lead.id}` });
      expect(await within(drawer).findByText(/abgebrochen bei Tarif$/)).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: 'Schließen' })).toBeVisible();
      // Without leads:write the edit form is left out, and the note says so in German.
      // (and the activity link, for a person who may not read the log, says who can).
      const notes = (await within(drawer).findAllByRole('note')).map((note) => note.textContent);
      expect(notes).toContainEqual(expect.stringMatching(/^Einen Lead bearbeiten oder zuweisen/));
    },
    SLOW,
  );

  it('money: the currency where the regional format puts it', () => {
    expect(formatMoney(12.3, 'EUR', 'de-DE')).toBe('12,30\u00a0€');
    expect(formatMoney(12.3, 'EUR', 'en-US')).toBe('€12.30');
  });

  it(
    'smart charging: the plan, its money in the German format and its reasons',
    async () => {
      const afternoon = PINNED_INSTANTS['staff-afternoon'];
      vi.useFakeTimers({ toFake: ['Date'], now: afternoon });
      const data = datasetInState(createDataset({ now: afternoon }));
      data.clockStartedAt = afternoon;
      renderApp(
        `${paths.salesSmartChargingDemo()}?battery=60&soc=20&target=80&dep=07:00&kw=11&phases=3&pv=0&mode=cheapest`,
        insightApi(data),
      );
      expect(await screen.findByText(/^Vorführung:/)).toBeInTheDocument();
      // The plan is worked out once the day's prices have arrived: on a loaded machine, past the default second.
      const summary = (
        await screen.findByText(/^36 kWh: 20 % → 80 % bis 07:00$/, {}, { timeout: timeLimit(15_000) })
      ).closest('[role="status"]') as HTMLElement;
      // Money in the regional format, its sign where the format puts it (src/domain/format/locale-format.ts).
      expect(summary).toHaveTextContent(/Kosten \S+ statt \S+ bei sofortigem Laden \(spart \S+\)/);
      const table = screen.getByRole('table', { name: 'Warum der Plan lädt oder wartet' });
      expect(within(table).getByRole('columnheader', { name: 'Grund' })).toBeInTheDocument();
      expect(
        within(table).getAllByText(/^eine der günstigsten Viertelstunden vor 07:00/).length,
      ).toBeGreaterThan(0);
      expect(within(table).getAllByText(/^wartet auf eine günstigere Viertelstunde/).length).toBeGreaterThan(
        0,
      );
      expect(screen.getByRole('group', { name: 'Lademodus' })).toHaveTextContent('Günstigste Zeit');
    },
    SLOW,
  );
});
