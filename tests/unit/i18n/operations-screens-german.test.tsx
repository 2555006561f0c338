// @vitest-environment jsdom
// The installations list, the VPP, a health list and the job runs in German: their words come from their catalogue
// areas (install, vpp, health, problems, job-runs and the filters' words), against the mock's data layer. Their
// English is what the screens' own tests check.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../helpers/app-harness.tsx';
import { dataLayerApi } from '../../helpers/data-layer-api.ts';
import { showEnglish, showGerman } from '../../helpers/german.ts';
import { refreshTokenExpiringIn } from '../../helpers/jwt.ts';
import { api as problemsApi } from '../health/home-harness.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

configure({ asyncUtilTimeout: timeLimit(15_000) });
const SLOW = timeLimit(60_000);
const COMPANY = '37531401-d074-4fc0-9b9d-903c46f7ebe0';

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refresh-token', refreshTokenExpiringIn(3600));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  showGerman();
});
afterEach(() => {
  showEnglish();
  vi.restoreAllMocks();
});

describe('the installers, VPP, health and job runs screens in German', () => {
  it(
    "a company's installations: columns, filters, counts and the commissioning checklist",
    async () => {
      renderApp(`/install/installations/${COMPANY}`, dataLayerApi().api);
      const table = await screen.findByRole('table', { name: 'Installationen' });
      expect(await screen.findByText(/^Installationen 1–50 von \d+$/)).toBeInTheDocument();
      expect(within(table).getByRole('columnheader', { name: 'Inbetriebnahme' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Installateur' })).toHaveValue('all');
      expect(screen.getByRole('option', { name: 'Alle' })).toBeInTheDocument();
      expect(
        screen.getByRole('checkbox', { name: 'Hängt fest (ein Schritt der Checkliste fehlt)' }),
      ).toBeInTheDocument();
      expect(within(table).getAllByText(/^Hängt fest bei „/).length).toBeGreaterThan(0);
      expect(screen.getByLabelText('Installationen durchsuchen')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'the VPP: the pool by TSO, the sites with their readiness, and the enrolment filter',
    async () => {
      renderApp('/install/vpp', dataLayerApi({ actor: 'opslead@operator-portal.example' }).api);
      const sites = await screen.findByRole('table', { name: 'VPP-Standorte' });
      expect(await screen.findByRole('heading', { name: 'Pool je Übertragungsnetzbetreiber' })).toBeVisible();
      expect(await screen.findByText('Summe')).toBeInTheDocument();
      expect(within(sites).getByRole('columnheader', { name: 'Teilnahme' })).toBeInTheDocument();
      expect(
        within(sites).getAllByText(/^Prognose: (Bereit|Nicht bereit|Stammdaten fehlen)$/).length,
      ).toBeGreaterThan(0);
      expect(screen.getByRole('group', { name: 'Teilnahme' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Teilnahmefähig' })).toBeInTheDocument();
      expect(screen.getByTestId('vpp-pool-counts')).toHaveTextContent(/teilnahmefähig, nicht aufgenommen/);
    },
    SLOW,
  );

  it(
    "the site problems' drill-down: problem names, health levels, master data and counts",
    async () => {
      renderApp('/?list=site', problemsApi());
      const table = await screen.findByRole('table', { name: 'Standortprobleme' });
      expect(await screen.findByRole('complementary', { name: 'Filter' })).toBeInTheDocument();
      expect(within(table).getAllByText('Standort jetzt offline').length).toBeGreaterThan(0);
      expect(within(table).getAllByText('Standortzustand: Kritisch').length).toBeGreaterThan(0);
      expect(within(table).getAllByText(/^Prognose: /).length).toBeGreaterThan(0);
      expect(within(table).getByRole('columnheader', { name: 'Standort und Problem' })).toBeInTheDocument();
      expect(screen.getByTestId('row-counts')).toHaveTextContent('5 Zeilen · 4 Standorte');
      expect(screen.getByRole('link', { name: 'Zurück zur Zustandsübersicht' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'the job runs: columns, run states and the running count',
    async () => {
      renderApp('/operations/thread-logs', dataLayerApi().api);
      const table = await screen.findByRole('table', { name: 'Jobläufe' });
      expect(within(table).getByRole('columnheader', { name: 'Gestartet' })).toBeInTheDocument();
      expect(within(table).getByRole('columnheader', { name: 'Standorte verarbeitet' })).toBeInTheDocument();
      expect(
        (await within(table).findAllByText(/^(Läuft|Erfolgreich|Teilweise fehlgeschlagen|Fehlgeschlagen)$/))
          .length,
      ).toBeGreaterThan(0);
      expect(await screen.findByText(/^\d+ laufen gerade$/)).toBeInTheDocument();
    },
    SLOW,
  );
});
