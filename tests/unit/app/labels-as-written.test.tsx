// SPEC labels render as the SPEC writes them: the theme upper-cases nothing ('ERP API Adapter', not 'ERP API
// ADAPTER'). jsdom computes the styles Emotion inserts, so each label's effective text-transform is read from the
// rendered element; a control run under MUI's default theme proves the check sees an upper-casing theme.
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientContext } from '../../../src/api/api-client-context.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { createQueryClient } from '../../../src/api/query-client.ts';
import type { TokenStore } from '../../../src/api/token-store.ts';
import { theme } from '../../../src/app/theme.ts';
import { ConfirmDialog } from '../../../src/components/confirm-dialog.tsx';
import { FILTER_GROUP_TABLE } from '../../../src/domain/filter-table/filter-groups.ts';
import { FilterChips } from '../../../src/components/filter-chips.tsx';
import { FilterPanel } from '../../../src/components/filter-panel.tsx';
import { StatusBadge } from '../../../src/components/status-badge.tsx';
import { EMPTY_FILTER_STATE, type FilterState } from '../../../src/domain/filters/filter-state.ts';
import { Footer } from '../../../src/features/navigation/components/footer.tsx';
import { ApiExternalRoute } from '../../../src/routes/api-external.tsx';
import { ApiInternalRoute } from '../../../src/routes/api-internal.tsx';

/** The text-transform an element's text is drawn with: its own, else the nearest ancestor's (the property inherits). */
function effectiveTextTransform(element: Element): string {
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    const value = getComputedStyle(node).textTransform;
    // 'initial' is the property's initial value, none; 'unset' of an inherited property is 'inherit'.
    if (value === 'initial') return 'none';
    if (value !== '' && value !== 'inherit' && value !== 'unset') return value;
  }
  return 'none';
}

/** Every element whose own text is exactly `label`, each drawn without a text-transform. */
function expectAsWritten(label: string) {
  const elements = screen.getAllByText(label, { exact: true });
  for (const element of elements) expect(effectiveTextTransform(element), label).toBe('none');
}

const tokens: TokenStore = {
  getToken: () => 'access',
  getRefreshToken: () => null,
  getSubscriptionToken: () => null,
  setToken: () => {},
  clearSession: () => {},
};

const ALL_KEYS = ['API', 'APP_API', 'CHARGE_API', 'ERP_API', 'UI_API'];

function renderDocsPage(path: '/api/internal' | '/api/external', withTheme: Theme = theme) {
  const fetch = async (request: Request): Promise<Response> =>
    new URL(request.url).pathname === '/ui/v1/docs/schemas'
      ? new Response(JSON.stringify({ apiKeys: ALL_KEYS }), {
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
  const api = createApiClient({ tokenStore: tokens, onSignOut: () => {}, baseUrl: 'http://api.test', fetch });
  const router = createMemoryRouter(
    [
      { path: '/api/internal', element: <ApiInternalRoute /> },
      { path: '/api/external', element: <ApiExternalRoute /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider theme={withTheme}>
      <QueryClientProvider client={createQueryClient()}>
        <ApiClientContext.Provider value={api}>
          <RouterProvider router={router} />
        </ApiClientContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const docButtons = async () =>
  within(await screen.findByRole('list', { name: 'API documentation' })).getAllByRole('link');

const themed = (children: ReactNode) => render(<ThemeProvider theme={theme}>{children}</ThemeProvider>);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('labels as the SPEC writes them', () => {
  it('the theme upper-cases nothing: no typography variant but overline, no component override', () => {
    expect(theme.typography.button.textTransform).toBe('none');
    const variants = Object.entries(theme.typography).filter(
      ([name, style]) => name !== 'overline' && typeof style === 'object' && style !== null,
    );
    for (const [name, style] of variants) {
      const transform = (style as { textTransform?: unknown }).textTransform;
      expect(transform === undefined || transform === 'none', name).toBe(true);
    }
    expect(JSON.stringify(theme.components ?? {})).not.toMatch(/uppercase|lowercase|capitalize/);
  });

  it.each([
    ['/api/internal', ['Energy Platform API', 'CHARGE API', 'PARTNERPORTAL API']],
    ['/api/external', ['APP API', 'ERP API Adapter']],
  ] as const)('%s: the API docs buttons read their labels as written', async (path, labels) => {
    renderDocsPage(path);
    const buttons = await docButtons();
    expect(buttons.map((button) => button.textContent)).toEqual(labels);
    for (const button of buttons) {
      expect(button).toHaveClass('MuiButton-root');
      expect(getComputedStyle(button).textTransform, button.textContent ?? '').toBe('none');
      expect(effectiveTextTransform(button)).toBe('none');
    }
  });

  it('control: under MUI’s default theme the same check sees the upper-cased buttons', async () => {
    renderDocsPage('/api/external', createTheme());
    for (const button of await docButtons()) expect(effectiveTextTransform(button)).toBe('uppercase');
  });

  it("the confirm dialog: 'Filter Sites', 'Cancel', 'Apply' and 'Reset'", () => {
    themed(
      <ConfirmDialog open title="Filter Sites" onCancel={() => {}} onApply={() => {}} onReset={() => {}}>
        content
      </ConfirmDialog>,
    );
    for (const label of ['Filter Sites', 'Cancel', 'Apply', 'Reset']) expectAsWritten(label);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('MuiButton-root');
  });

  it('the filter panel: section names, checkbox labels and the single-choice buttons', () => {
    themed(
      <FilterPanel
        value={EMPTY_FILTER_STATE}
        onChange={() => {}}
        groups={[
          'activation',
          'currentStatus',
          'installationStatus',
          'preparedStatus',
          'siteAttributes',
          'tradingAttributes',
          'readiness',
          'tso',
          'health',
        ]}
        tsoOptions={['not available']}
      />,
    );
    const labels = [
      'Activation Status',
      'Current Status',
      'Installations Status',
      'In-Progress',
      'Ready',
      'Completed',
      'Activated',
      'Site Attributes',
      'Has PV',
      'Has Battery',
      'Has EVSE',
      'Has HP',
      'Trading Attributes',
      'Supply-Trading enabled',
      'Feed-in-Trading enabled',
      'Master Data',
      'Site Health Status: Good',
      'IoT Health: Moderate',
      'VPP Health: Critical',
    ];
    for (const label of labels) expectAsWritten(label);
    // The prepared-status single choice is made of toggle buttons, which MUI upper-cases by default.
    const toggles = screen
      .getAllByRole('button')
      .filter((button) => button.classList.contains('MuiToggleButton-root'));
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(['Ready', 'In-Progress', 'Completed']);
    for (const toggle of toggles) expect(effectiveTextTransform(toggle)).toBe('none');
  });

  it('the filter chips', () => {
    const state: FilterState = {
      ...EMPTY_FILTER_STATE,
      installationStatus: ['ACTIVATED', 'COMPLETED', 'READY', 'IN_PROGRESS'],
      siteAttributes: ['hasEvse', 'hasHp', 'hasPv', 'hasBattery'],
      tradingAttributes: ['tradingEnabledSupply', 'tradingEnabledFeedIn'],
      health: ['goodOverall', 'moderateIot', 'criticalVpp'],
    };
    themed(<FilterChips table={FILTER_GROUP_TABLE} value={state} onChange={() => {}} />);
    for (const label of [
      'Activated',
      'Completed',
      'Ready',
      'In-Progress',
      'has EVSE',
      'has HP',
      'has PV',
      'has Battery',
      'Trading Enabled Supply',
      'Trading Enabled FeedIn',
      'Site Health Status: Good',
      'IoT Health: Moderate',
      'VPP Health: Critical',
    ])
      expectAsWritten(label);
  });

  it("the status badge shows IN_PROGRESS as 'in-progress'; the footer its Legal Notice and Privacy links", () => {
    themed(
      <>
        <StatusBadge status="IN_PROGRESS" showLabel />
        <Footer tone="light" />
      </>,
    );
    for (const label of ['in-progress', 'Legal Notice', 'Privacy']) expectAsWritten(label);
  });
});
