// In German, a failed call's error id reads as the catalogue says (every id the UI API declares has words in both
// languages); an id the catalogue does not know shows the server's message, as in English, where the server's own
// message stays. The lists' CSV headers come in the person's language, an instant column naming its zone; a change of
// the regional format in the person's menu applies without a reload.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { LoadErrorAlert } from '../../../src/components/load-error-alert.tsx';
import { csvTable } from '../../../src/components/use-csv-export.ts';
import { formatCount } from '../../../src/domain/format/locale-format.ts';
import { SITES_CSV_COLUMNS } from '../../../src/features/sites/components/sites-columns.tsx';
import { messages as csvGerman } from '../../../src/i18n/compiled/csv.de.gen.ts';
import { messages as errorsGerman } from '../../../src/i18n/compiled/errors.de.gen.ts';
import { messages as listsGerman } from '../../../src/i18n/compiled/lists.de.gen.ts';
import { useDisplayPreferences, useT } from '../../../src/i18n/display-preferences.ts';
import { DisplayPreferencesProvider } from '../../../src/i18n/display-preferences-provider.tsx';
import { showEnglish } from '../../../src/i18n/english-at-start.ts';
import { errorText } from '../../../src/i18n/error-text.ts';
import { activateLoaded, markLoaded } from '../../../src/i18n/i18n.ts';
import { createTheme } from '@mui/material/styles';
import type { SiteListRow } from '../../../src/domain/sites/sites-row.ts';

function showGerman() {
  markLoaded('errors', 'de', errorsGerman);
  markLoaded('csv', 'de', csvGerman);
  markLoaded('lists', 'de', listsGerman);
  activateLoaded('de');
}

afterEach(() => showEnglish());

const refusal = (errorId: string | undefined, message: string, more: Partial<ApiError> = {}) =>
  new ApiError({ message, status: 409, ...(errorId === undefined ? {} : { errorId }), ...more });

describe('error ids in the person’s language', () => {
  it('German: a declared id reads as the catalogue says', () => {
    showGerman();
    expect(errorText(refusal('LAST_ADMIN', 'Cannot take Admin from the last active admin'))).toBe(
      'Dies ist der einzige aktive Administrator: Geben Sie zuerst einer anderen Person die Rolle Admin.',
    );
    expect(errorText(refusal('EVSE_OFFLINE', 'Charger offline'))).toBe(
      'Die Ladestation ist nicht verbunden.',
    );
    expect(
      errorText(
        refusal('PERMISSION_DENIED', 'Missing permission leads:export', {
          missingPermission: 'leads:export',
        }),
      ),
    ).toBe('Ihre Rollen gewähren die dafür nötige Berechtigung nicht (leads:export).');
    expect(errorText(refusal('PERMISSION_DENIED', 'Missing permission'))).toBe(
      'Ihre Rollen gewähren die dafür nötige Berechtigung nicht.',
    );
  });

  it('German: an unknown id, no id or a malformed one shows the server’s message', () => {
    showGerman();
    expect(errorText(refusal('SOMETHING_NEW', 'A thing the portal does not know yet'))).toBe(
      'A thing the portal does not know yet',
    );
    expect(errorText(refusal(undefined, 'Bad Gateway'))).toBe('Bad Gateway');
    expect(errorText(refusal('__proto__', 'odd'))).toBe('odd');
  });

  it('English: the server’s message stays, as today', () => {
    expect(errorText(refusal('LAST_ADMIN', 'Cannot take Admin from the last active admin'))).toBe(
      'Cannot take Admin from the last active admin',
    );
  });

  it('the load error alert says it in German, with the id to report', () => {
    showGerman();
    render(
      <LoadErrorAlert
        title="Titel"
        error={refusal('GATEWAY_OFFLINE', 'Gateway offline', { status: 503 } as Partial<ApiError>)}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Das Gateway ist offline.');
    expect(screen.getByRole('alert')).toHaveTextContent('GATEWAY_OFFLINE');
  });
});

describe('the lists’ CSV headers in the person’s language', () => {
  const row: SiteListRow = {
    userReference: 'CUST-1',
    gatewayId: 'GW-1',
    status: 'ACTIVE',
    online: true,
    timestamp: '2026-10-31T23:30:00Z',
    activationDate: null,
    created: '2026-10-31T23:30:00Z',
    fleetsStr: 'Nord',
    subscription: 'sub-1',
  } as unknown as SiteListRow;

  it('German words, the zone after each instant column', () => {
    showGerman();
    const { header } = csvTable(SITES_CSV_COLUMNS, [row], 'Europe/Berlin');
    expect(header).toEqual([
      'Kundenreferenz',
      'Gateway-ID',
      'Status',
      'Online',
      'Zuletzt gesehen (Europe/Berlin)',
      'Aktiviert (Europe/Berlin)',
      'Angelegt (Europe/Berlin)',
      'Flotten',
      'Abonnement',
    ]);
  });

  it('English words as the list names its columns', () => {
    const { header, cells } = csvTable(SITES_CSV_COLUMNS, [row], 'Europe/Berlin');
    expect(header[0]).toBe('User reference');
    expect(header[6]).toBe('Created (Europe/Berlin)');
    expect(cells[0]?.[0]).toBe('CUST-1');
  });
});

function Count() {
  useT();
  const { choose } = useDisplayPreferences();
  return (
    <>
      <output>{formatCount(1234567)}</output>
      <button type="button" onClick={() => void choose({ format: 'de-DE' })}>
        Deutsch
      </button>
    </>
  );
}

describe('a change of the regional format', () => {
  it('applies without a reload: the screens draw again in the new format', async () => {
    render(
      <DisplayPreferencesProvider initial={{ language: 'en', format: 'en-GB' }} theme={createTheme()}>
        <Count />
      </DisplayPreferencesProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1,234,567');
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('status')).toHaveTextContent('1.234.567');
  });
});
