import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { noLiteralText } from './scripts/lint/no-literal-text.js';

// The layering of DESIGN §2 as architectural elements; `boundaries/dependencies` below says who may import whom.
const elements = [
  { type: 'api', pattern: 'src/api' },
  { type: 'config', pattern: 'src/config' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'components', pattern: 'src/components' },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  { type: 'auth', pattern: 'src/auth' },
  // The route records and what reads them as one table: every layer above config reads them, and they import only
  // config, the generated permission names and (lazily) the screens they load. Listed before `routes`: first match wins.
  {
    type: 'route-records',
    pattern:
      'src/routes/{*.routes.ts,route-record.ts,route-catalogue.ts,breadcrumb-trail.ts,route-samples.ts}',
    partialMatch: false,
  },
  { type: 'routes', pattern: 'src/routes' },
  { type: 'app', pattern: 'src/app' },
  { type: 'tests', pattern: 'tests' },
  // Anchored at the root: tests/unit/contracts/ are tests, not contracts.
  { type: 'contracts', pattern: 'contracts/**', partialMatch: false },
  { type: 'scripts', pattern: 'scripts' },
];

// The route records and what reads them as one table (src/routes/<area>.routes.ts, route-catalogue.ts …): pure data
// and lazy screen loaders, read by every layer above config.
const ROUTE_RECORDS =
  'src/routes/{*.routes.ts,route-record.ts,route-catalogue.ts,breadcrumb-trail.ts,route-samples.ts}';
const toRouteRecords = { element: { type: 'routes' }, file: { categories: 'route-records' } };

const policies = [
  // Nothing in src imports tests or contracts.
  {
    from: {
      element: {
        types: {
          anyOf: [
            'api',
            'config',
            'domain',
            'components',
            'feature',
            'auth',
            'route-records',
            'routes',
            'app',
          ],
        },
      },
    },
    disallow: { to: { element: { types: { anyOf: ['tests', 'contracts', 'scripts'] } } } },
  },
  // domain is pure: only domain, and types (never values) from the generated schema (policies: last match wins).
  {
    from: { element: { type: 'domain' } },
    disallow: {
      to: {
        element: {
          types: {
            anyOf: ['api', 'config', 'components', 'feature', 'auth', 'route-records', 'routes', 'app'],
          },
        },
      },
    },
  },
  {
    from: { element: { type: 'domain' } },
    allow: { to: { element: { type: 'api' }, file: { categories: 'schema' } }, dependency: { kind: 'type' } },
  },
  // api sees config only; auth hands it a token store.
  {
    from: { element: { type: 'api' } },
    disallow: {
      to: {
        element: {
          types: { anyOf: ['domain', 'components', 'feature', 'auth', 'route-records', 'routes', 'app'] },
        },
      },
    },
  },
  // config is a leaf.
  {
    from: { element: { type: 'config' } },
    disallow: {
      to: {
        element: {
          types: {
            anyOf: ['api', 'domain', 'components', 'feature', 'auth', 'route-records', 'routes', 'app'],
          },
        },
      },
    },
  },
  // the kit never reaches into features, routes or the app.
  {
    from: { element: { type: 'components' } },
    disallow: { to: { element: { types: { anyOf: ['feature', 'routes', 'app'] } } } },
  },
  // features never import each other (a route composes two features), nor routes or the app root.
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: [
        { element: { type: 'feature', captured: { name: '!{{ from.captured.name }}' } } },
        { element: { type: 'routes' } },
        { element: { type: 'app' } },
      ],
    },
  },
  // the route records read config and name their screens (lazy imports: check:cycles refuses a static one back).
  {
    from: { element: { type: 'route-records' } },
    disallow: { to: { element: { types: { anyOf: ['domain', 'components', 'feature', 'auth', 'app'] } } } },
  },
  // The kit, the features and auth read the route records (titles, parents, access), never a screen.
  {
    from: { element: { types: { anyOf: ['components', 'feature', 'auth'] } } },
    allow: { to: toRouteRecords },
  },
  // The records import config and the permission names, and name their screens only lazily (check:cycles refuses a
  // static import of a screen: the screen reads the records).
  {
    from: toRouteRecords,
    disallow: { to: { element: { types: { anyOf: ['domain', 'components', 'feature', 'auth', 'app'] } } } },
  },
  // routes compose features and the kit; the app root (composition: providers, router, theme) is above them.
  {
    from: { element: { type: 'routes' } },
    disallow: { to: { element: { type: 'app' } } },
  },
  // contracts are read by scripts (verifier, coverage), never the other way round: no cycle between the two.
  {
    from: { element: { type: 'contracts' } },
    disallow: { to: { element: { type: 'scripts' } } },
  },
];

const NO_BARRELS = {
  group: ['**/index', '**/index.ts', '**/index.tsx'],
  message: 'No barrels: import the file you mean.',
};

// One click, one write: a double-click fires two clicks before React renders a button disabled, so every write goes
// through the kit's `useWrite` (src/components/use-write.ts), whose guard sends one request at a time.
const WRITE_MESSAGE =
  'Send writes with useWrite (src/components/use-write.ts): it sends one request at a time.';
const ONE_WRITE_AT_A_TIME = {
  name: '@tanstack/react-query',
  importNames: ['useMutation', 'MutationObserver'],
  message: WRITE_MESSAGE,
};
const NO_UNGUARDED_WRITES = [
  // A mutation made straight from the cache (getMutationCache().build, a namespace import's useMutation).
  { selector: "MemberExpression[property.name='getMutationCache']", message: WRITE_MESSAGE },
  { selector: 'MemberExpression[property.name=/^(useMutation|MutationObserver)$/]', message: WRITE_MESSAGE },
];

// The folders and files whose words all come from the message catalogue (src/i18n/): a JSX literal there fails. An
// area joins the list when it converts.
export const CONVERTED_TO_CATALOGUE = [
  'src/features/auth/**/*.tsx',
  'src/features/navigation/**/*.tsx',
  'src/features/profile/**/*.tsx',
  'src/app/access-page.tsx',
  'src/app/error-page-frame.tsx',
  'src/app/load-failure-page.tsx',
  'src/app/loading-screen.tsx',
  'src/app/not-found-page.tsx',
  'src/app/route-error-page.tsx',
  'src/app/shell-layout.tsx',
  'src/components/list-screen/**/*.tsx',
  'src/components/csv-export-button.tsx',
  'src/components/csv-export-panel.tsx',
  'src/components/confirm-dialog.tsx',
  'src/components/data-table.tsx',
  'src/components/error-reference.tsx',
  'src/components/filter-*.tsx',
  'src/components/kept-filters-panel.tsx',
  'src/components/list-pagination.tsx',
  'src/components/load-error-alert.tsx',
  'src/components/loading-row.tsx',
  'src/components/message-panel.tsx',
  'src/components/page-links.tsx',
  'src/components/search-field.tsx',
  'src/components/updated-ago.tsx',
  'src/components/activity-link.tsx',
  'src/components/online-state.tsx',
  'src/features/site-detail/**/*.tsx',
  'src/features/sites/**/*.tsx',
  'src/routes/site.tsx',
  'src/routes/fleet-site.tsx',
  'src/features/user-roles/**/*.tsx',
  'src/features/sign-ups/components/pending-sign-ups-screen.tsx',
  'src/features/sign-ups/components/sign-up-dialog.tsx',
  'src/features/order-funnel-leads/**/*.tsx',
  'src/features/order-funnel/components/order-funnel-screen.tsx',
  'src/features/smart-charging-demo/**/*.tsx',
  'src/features/widgets/components/copy-snippet-button.tsx',
  'src/features/widgets/components/widget-origins-form.tsx',
  'src/features/widgets/components/widget-preview.tsx',
  'src/features/widgets/components/widgets-screen.tsx',
  'src/routes/operations-user-roles.tsx',
  'src/routes/operations-pending-sign-ups.tsx',
  'src/routes/operations-order-funnel-leads.tsx',
  'src/routes/sales-smart-charging-demo.tsx',
  'src/routes/sales-tariff-order-funnel.tsx',
  'src/routes/sales-micro-frontends.tsx',
  'src/features/activity/**/*.tsx',
  'src/features/trends/components/trends-screen.tsx',
  'src/features/trends/components/trend-*.tsx',
  'src/features/trends/components/date-input.tsx',
  'src/features/pricing/components/pricing-screen.tsx',
  'src/features/pricing/components/price-chart-widget.tsx',
  'src/features/pricing/components/grid-fee-*.tsx',
  'src/routes/operations-activity.tsx',
  'src/routes/operations-trends.tsx',
  'src/routes/operations-pricing.tsx',
  'src/routes/hems-active.tsx',
  'src/features/install/**/*.tsx',
  'src/features/prepared-installations/**/*.tsx',
  'src/features/vpp/**/*.tsx',
  'src/features/health/**/*.tsx',
  'src/features/exchange/**/*.tsx',
  'src/features/job-runs/**/*.tsx',
  'src/components/status-badge.tsx',
  'src/routes/install-*.tsx',
  'src/routes/hems-prepared.tsx',
  'src/routes/operations-exchange.tsx',
  'src/routes/operations-job-run.tsx',
  'src/routes/operations-job-runs.tsx',
  // The chargers, gateways, fleets and HEMS providers; the area cards' live figures (…-figure.tsx) are drawn on the
  // area pages, whose words are not these screens' catalogues, and stay out until those pages convert.
  'src/features/evses/**/!(*-figure).tsx',
  'src/features/gateways/**/!(*-figure).tsx',
  'src/features/fleets/**/*.tsx',
  'src/features/fleet-energy/**/*.tsx',
  'src/features/hems/**/*.tsx',
  'src/routes/evse-*.tsx',
  'src/routes/fleet.tsx',
  'src/routes/fleets.tsx',
  'src/routes/fleet-energy-dashboard.screen.tsx',
  'src/routes/gateway-screens.tsx',
  'src/routes/gateway-search.screen.tsx',
  'src/routes/hems.tsx',
  'src/features/areas/**/*.tsx',
  'src/routes/area.tsx',
  'src/components/not-available-*.tsx',
  'src/routes/not-available*.tsx',
  'src/features/account/**/*.tsx',
  'src/routes/sign-up.screen.tsx',
  'src/routes/reset-password.screen.tsx',
  'src/routes/verify-email.screen.tsx',
  'src/routes/account-recovery.tsx',
  'src/features/jump/**/*.tsx',
  'src/features/site-energy/**/*.tsx',
  'src/routes/site-energy.tsx',
  'src/routes/site-energy-history.tsx',
  'src/routes/site-telemetry.tsx',
  'src/routes/site-live-stream.tsx',
  'src/routes/site-equipment.tsx',
  'src/features/api-docs/**/*.tsx',
  'src/routes/api-*.tsx',
  'src/routes/home.screen.tsx',
  'src/routes/login.tsx',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'src/api/schema.gen.ts',
      'openapi/generated/**',
      'contracts/pacts/**',
      'test-results/**',
      'playwright-report/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: CONVERTED_TO_CATALOGUE,
    plugins: { portal: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'portal/no-literal-text': 'error' },
  },
  ...pluginQuery.configs['flat/recommended'],
  // eslint-plugin-jsx-a11y-x: the es-tooling fork of eslint-plugin-jsx-a11y (the same rules), whose peers accept
  // ESLint 10; the original's stop at ESLint 9, so npm would refuse or warn on every install.
  { ...jsxA11y.configs.recommended, files: ['**/*.tsx'] },
  {
    // The two promise rules need the types: a promise nobody awaits or catches fails silently (an unhandled
    // rejection instead of an error state), and an async handler where a void callback is expected does the same.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The API client (`api` throughout) says how a query fetches, not what: there is one per app (and one
    // QueryClient with it), so it is no part of any query key.
    rules: {
      '@tanstack/query/exhaustive-deps': [
        'error',
        { allowlist: { variables: ['api'], types: ['ApiClient'] } },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [
        { category: 'schema', pattern: 'src/api/schema.gen.ts' },
        { category: 'route-records', pattern: ROUTE_RECORDS },
      ],
      'boundaries/include': ['src/**/*', 'tests/**/*', 'contracts/**/*', 'scripts/**/*'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/dependencies': [2, { default: 'allow', policies }],
      'no-restricted-imports': ['error', { paths: [ONE_WRITE_AT_A_TIME], patterns: [NO_BARRELS] }],
      'no-restricted-syntax': ['error', ...NO_UNGUARDED_WRITES],
    },
  },
  {
    // The kit's write hook is the one place a mutation is made (its guard lets one request through at a time).
    files: ['src/components/use-write.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_BARRELS] }],
      'no-restricted-syntax': 'off',
    },
  },
  {
    // domain must not use React, MUI, fetch, storage or timers.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@mui/*', '@emotion/*', 'openapi-fetch'],
              message: 'domain is pure.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'localStorage',
        'sessionStorage',
        'setTimeout',
        'setInterval',
        'window',
        'document',
      ],
    },
  },
);
