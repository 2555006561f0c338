// @vitest-environment jsdom
// Ctrl+K in German: the button, the dialog's field, the groups and the count of matches with its plural ("1 Treffer",
// "1.234 Treffer" in the person's number format), the live view's option and the recent items' names.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allSites } from '../../../scripts/mock/data/dataset.ts';
import { json, renderApp } from '../../helpers/app-harness.tsx';
import { testJwt } from '../../helpers/jwt.ts';
import { showEnglish, showGerman } from '../../helpers/german.ts';
import { evseApi, freshDataset } from '../evses/evse-harness.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { formatCount } from '../../../src/domain/format/locale-format.ts';

configure({ asyncUtilTimeout: timeLimit(10_000) });
const SLOW = timeLimit(60_000);
const exp = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', testJwt({ sub: 'ana@example.com', exp: exp() }));
  localStorage.setItem('refresh-token', testJwt({ sub: 'ana@example.com', exp: exp() }));
  showGerman();
});
afterEach(showEnglish);

describe('Ctrl+K in German', () => {
  it(
    'names its field, groups and options in German and counts the matches with their plural',
    async () => {
      const data = freshDataset();
      const { site } = allSites(data).find(({ site }) => site.fleets.length > 0)!;
      const api = evseApi(data);
      // The server found 1,234 sites (it sends the first few): the heading and the status count them all.
      const capped: typeof api = async (method, path, body, pathWithQuery) => {
        const answer = await api(method, path, body, pathWithQuery);
        if (!path.endsWith('/ui/v1/search')) return answer;
        const found = (await answer.json()) as { sites: { countTotal: number } } & Record<string, unknown>;
        return json({ ...found, sites: { ...found.sites, countTotal: 1234 } });
      };
      renderApp('/hems', capped);
      await screen.findByRole('button', { name: 'Springen zu …' });
      await userEvent.keyboard('{Control>}k{/Control}');
      const dialog = await screen.findByRole('dialog', { name: 'Springen zu' });
      expect(within(dialog).getByText(/Geben Sie eine ID, einen Namen/)).toBeInTheDocument();
      await userEvent.keyboard(site.userReference);
      const results = await within(dialog).findByRole('listbox', { name: 'Ergebnisse' });
      const sites = await within(results).findByRole('group', { name: /^Standorte — \d+ von 1.234$/ });
      expect(within(sites).getAllByRole('option')[1]).toHaveTextContent(`Live-Daten · ${site.userReference}`);
      const status = within(dialog).getByRole('status');
      // 1,234 sites and what the other kinds found, grouped in the number format ("1.235" in German's).
      expect(status.textContent).toMatch(new RegExp(`^${formatCount(1234).slice(0, 4)}\\d Treffer für „`));
      expect(status.textContent).not.toMatch(/match/);
    },
    SLOW,
  );
});
