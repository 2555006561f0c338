import type { components } from '../../src/api/schema.gen.ts';
import { PAGE_SIZE, pageCount, REFERENCE_DATE, siteProblemCodes } from './fixtures.ts';
import { ROLES } from '../../src/api/permissions.gen.ts';
import { isEvseFaulted } from '../../src/domain/evse/evse-status.ts';
import { buildStaffWorld } from '../mock/areas/access/staff.fixtures.ts';
import type { Fixtures, ProblemRow } from './fixtures.ts';
import { energyExamples } from '../mock/areas/energy/energy.examples.ts';
import { evseChangeExamples } from '../mock/areas/evses/evse-changes.examples.ts';
import { gatewayRefOfSite } from '../mock/areas/gateways/gateways.fixtures.ts';
import { gatewayExamples } from '../mock/areas/gateways/gateways.examples.ts';
import { searchExamples } from '../mock/areas/search/search.examples.ts';
import { accessExamples } from '../mock/areas/access/access.examples.ts';
import { exchangeExamples } from '../mock/areas/exchange/exchange.examples.ts';
import { installExamples } from '../mock/areas/install/install.examples.ts';
import { vppExamples } from '../mock/areas/vpp/vpp.examples.ts';
import { widgetExamples } from '../mock/areas/widgets/widgets.examples.ts';
import { insightExamples } from '../mock/areas/insights/insights.examples.ts';
import { leadExamples } from '../mock/areas/leads/leads.examples.ts';
import { yourEvsesExamples } from '../mock/areas/evses/your-evses.examples.ts';
import { accountOwnerOf } from '../mock/areas/access/account-owners.fixtures.ts';
import type { NamedExamples, SuccessExamples } from './named-examples.ts';
import { ndjsonLine } from '../../src/domain/shared/ndjson.ts';

type Schemas = components['schemas'];

export const API_KEYS = ['API', 'APP_API', 'CHARGE_API', 'ERP_API', 'UI_API'] as const;

export const NAV_ITEMS: Schemas['NavItem'][] = [
  { displayText: 'Home', targetUrl: '/' },
  { displayText: 'HEMS', targetUrl: '/hems' },
  { displayText: 'Fleets', targetUrl: '/fleet' },
  { displayText: 'Install', targetUrl: '/install' },
  { displayText: 'Assets', targetUrl: '/assets' },
  { displayText: 'Operations', targetUrl: '/operations' },
  { displayText: 'Sales', targetUrl: '/sales' },
  { displayText: 'API Docs', targetUrl: '/api' },
];

const problems = (rows: ProblemRow[]): Schemas['ProblemsResponse'] => ({ rows });

/**
 * The success examples of every operation. `uiApiSpec` is the hand-written spec: getApiDoc's example is its head (the
 * data layer serves the whole document, scripts/mock/areas/api-docs/api-docs.handlers.ts).
 * Error examples are built per status by {@link errorExample}.
 */
export function buildSuccessExamples(
  fixtures: Fixtures,
  uiApiSpec: { openapi?: unknown; info?: unknown },
  problemOrder: string[],
): SuccessExamples {
  const [first] = fixtures.providers;
  if (!first) throw new Error('fixtures without providers');
  const allSites = fixtures.providers.flatMap((p) => p.sites.map((site) => ({ site, provider: p.provider })));
  const allInstallations = fixtures.providers.flatMap((p) => p.installations);

  const sitePages: NamedExamples = {};
  for (const { provider, sites } of fixtures.providers) {
    const countPages = pageCount(sites.length);
    for (let page = 1; page <= countPages; page += 1) {
      const value: Schemas['SitesResponse'] = {
        subscriptions: sites.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        page,
        countPages,
        countTotal: sites.length,
      };
      sitePages[`${provider.id}-page-${page}`] = {
        summary: `${provider.name}, page ${page} of ${countPages}`,
        value,
      };
    }
  }
  const firstPage = sitePages[`${first.provider.id}-page-1`];
  if (!firstPage) throw new Error('no first sites page');

  // getSite takes either key (DESIGN §3: /site/{subUuid} and /fleet/{fleet_uuid}/{site_uuid}), so the mock answers
  // the same detail under the subscription uuid and under the site uuid.
  const siteDetails: NamedExamples = {};
  const bySubscription: NamedExamples = {};
  for (const { site, provider } of allSites) {
    const value: Schemas['SiteDetail'] = { site, problems: siteProblemCodes(fixtures, site, problemOrder) };
    const installation = gatewayRefOfSite(fixtures.gateway.gateways, site);
    if (installation) value.installation = installation;
    const accountOwner = accountOwnerOf(fixtures.accountOwners, fixtures.staff.staff, site.subscription);
    if (accountOwner) value.accountOwner = accountOwner;
    bySubscription[site.subscription] = { summary: `${site.userReference} (${provider.name})`, value };
    siteDetails[site.subscription] = bySubscription[site.subscription]!;
    siteDetails[site.siteUuid] = { summary: `${site.userReference} (${provider.name}), by site uuid`, value };
  }
  // The default detail is the site with the most problems, so the default screen shows the problem list.
  const busiest = Object.values(bySubscription).reduce((best, candidate) =>
    (candidate.value as Schemas['SiteDetail']).problems.length >
    (best.value as Schemas['SiteDetail']).problems.length
      ? candidate
      : best,
  );

  const installationsByProvider: NamedExamples = {};
  for (const { provider, installations } of fixtures.providers) {
    installationsByProvider[provider.id] = {
      summary: `${provider.name}: ${installations.length} prepared installations`,
      value: { installations } satisfies Schemas['PreparedInstallationsResponse'],
    };
  }
  const installationById: NamedExamples = {};
  for (const installation of allInstallations) {
    installationById[installation.uuid] = {
      summary: `${installation.name} (${installation.hemProvider}, ${installation.status})`,
      value: installation,
    };
  }
  const [firstInstallation] = first.installations;
  if (!firstInstallation) throw new Error('no prepared installation');
  const [admin] = buildStaffWorld(fixtures.seed, REFERENCE_DATE).staff;
  if (!admin) throw new Error('no staff user');

  return {
    ...energyExamples(fixtures),
    login: {
      default: {
        summary: 'Signed in; both tokens expire in 2099',
        value: {
          access: fixtures.tokens.access,
          refresh: fixtures.tokens.refresh,
        } satisfies Schemas['TokenPair'],
      },
    },
    refreshToken: {
      default: {
        summary: 'A new access token expiring in 2099',
        value: { access: fixtures.tokens.refreshedAccess } satisfies Schemas['AccessToken'],
      },
    },
    getProfile: {
      default: {
        summary: 'The Admin persona: every permission and navigation item',
        value: {
          permissions: [...ROLES.Admin.permissions],
          navItems: NAV_ITEMS,
          person: { id: admin.id, name: admin.name, email: admin.email, roles: admin.roles },
        } satisfies Schemas['Profile'],
      },
      empty: {
        summary: 'No role yet: the single empty permission entry of SPEC §6 and no navigation items',
        value: { permissions: [''], navItems: [] } satisfies Schemas['Profile'],
      },
    },
    getDisplayPreferences: {
      default: {
        summary: 'German words with German dates',
        value: { language: 'de', format: 'de-DE' } satisfies Schemas['DisplayPreferences'],
      },
    },
    putDisplayPreferences: {
      default: {
        summary: 'Stored: English words with German dates',
        value: { language: 'en', format: 'de-DE' } satisfies Schemas['DisplayPreferences'],
      },
    },
    listHemsProviders: {
      default: {
        summary: `${fixtures.providers.length} HEMS providers`,
        value: {
          providers: fixtures.providers.map((p) => p.provider),
        } satisfies Schemas['HemsProvidersResponse'],
      },
      empty: {
        summary: 'No HEMS providers',
        value: { providers: [] } satisfies Schemas['HemsProvidersResponse'],
      },
    },
    listPreparedInstallations: {
      default: {
        ...installationsByProvider[first.provider.id]!,
        summary: `Unknown provider: ${first.provider.id}'s list`,
      },
      empty: {
        summary: 'No prepared installations',
        value: { installations: [] } satisfies Schemas['PreparedInstallationsResponse'],
      },
      ...installationsByProvider,
    },
    getPreparedInstallation: {
      default: { summary: `Unknown id: ${firstInstallation.name}`, value: firstInstallation },
      ...installationById,
    },
    listSites: {
      default: { ...firstPage, summary: `Unknown key: ${first.provider.name}, page 1` },
      empty: {
        summary: 'No sites',
        value: {
          subscriptions: [],
          page: 1,
          countPages: 0,
          countTotal: 0,
        } satisfies Schemas['SitesResponse'],
      },
      ...sitePages,
    },
    streamSites: {
      default: {
        summary: `${first.provider.name}'s first 3 sites (a short example)`,
        value: [{ countTotal: 3 }, ...first.sites.slice(0, 3)].map(ndjsonLine).join(''),
      },
      empty: { summary: 'No sites: the header line alone', value: ndjsonLine({ countTotal: 0 }) },
    },
    listFleets: {
      default: { summary: `${fixtures.fleets.length} fleets`, value: { fleets: fixtures.fleets } },
      empty: { summary: 'No fleets', value: { fleets: [] } satisfies Schemas['FleetsResponse'] },
    },
    getSite: {
      default: { ...busiest, summary: `Unknown key: ${busiest.summary}` },
      ...siteDetails,
    },
    listSiteProblems: {
      default: {
        summary: `${fixtures.siteProblems.length} site-problem rows`,
        value: problems(fixtures.siteProblems),
      },
      empty: { summary: 'No site problems', value: problems([]) },
    },
    listInstallationProblems: {
      default: {
        summary: `${fixtures.installationProblems.length} installation-problem rows`,
        value: problems(fixtures.installationProblems),
      },
      empty: { summary: 'No installation problems', value: problems([]) },
    },
    ...evseExamples(fixtures),
    ...evseChangeExamples(fixtures),
    ...gatewayExamples(fixtures),
    ...searchExamples(fixtures),
    ...accessExamples(fixtures),
    ...exchangeExamples(fixtures),
    ...installExamples(fixtures),
    ...vppExamples(fixtures),
    ...insightExamples(fixtures),
    ...leadExamples(fixtures),
    ...yourEvsesExamples(fixtures),
    ...widgetExamples(),
    listApiDocs: {
      default: {
        summary: 'Every known API key',
        value: { apiKeys: [...API_KEYS] } satisfies Schemas['ApiDocsResponse'],
      },
      empty: { summary: 'No API documentation', value: { apiKeys: [] } satisfies Schemas['ApiDocsResponse'] },
    },
    getApiDoc: {
      default: {
        summary:
          'This UI API (openapi/ui-api.yaml), without its paths and components: the mock serves it whole',
        value: { openapi: uiApiSpec.openapi, info: uiApiSpec.info, paths: {} },
      },
    },
    ...Object.fromEntries(
      ['signUp', 'verifyEmail', 'requestPasswordReset', 'resetPassword', 'recoverAccount'].map(
        (operationId) => [
          operationId,
          {
            default: {
              summary: 'Accepted',
              value: { message: 'Request accepted.' } satisfies Schemas['AccountMessage'],
            },
          },
        ],
      ),
    ),
  };
}

/** The chargers' examples: what Prism alone answers; the data-backed mock answers from the dataset. */
function evseExamples(fixtures: Fixtures): SuccessExamples {
  const { evses, chargepointModels } = fixtures.evse;
  const [first] = evses;
  const [firstFleet] = fixtures.fleets;
  if (!first || !firstFleet) throw new Error('fixtures without chargers or fleets');
  const rows = evses.map((record) => record.detail.evse);
  const online = rows.filter((row) => row.connectivity === 'EVSE_ONLINE').length;
  return {
    listEvses: {
      default: {
        summary: `Page 1 of ${pageCount(rows.length)}: every charger`,
        value: {
          evses: rows.slice(0, PAGE_SIZE),
          page: 1,
          countPages: pageCount(rows.length),
          countTotal: rows.length,
        } satisfies Schemas['EvsesResponse'],
      },
      empty: {
        summary: 'No chargers',
        value: { evses: [], page: 1, countPages: 0, countTotal: 0 } satisfies Schemas['EvsesResponse'],
      },
    },
    getEvse: { default: { summary: `${first.detail.evse.uniqueIdentifier}`, value: first.detail } },
    listEvseHistory: {
      default: {
        summary: 'A page of events',
        value: {
          events: [
            {
              id: 'example-00001',
              timestamp: first.detail.evse.lastConnection,
              type: 'connectivity',
              summary: 'Connected again after 4 min',
              payload: '{"event":"Connected","offlineMinutes":4}',
            },
          ],
        } satisfies Schemas['EvseHistoryPage'],
      },
      empty: { summary: 'No events', value: { events: [] } satisfies Schemas['EvseHistoryPage'] },
    },
    listEvseChargingProfiles: {
      default: {
        summary: `${first.profiles.length} charging profiles`,
        value: { profiles: first.profiles } satisfies Schemas['ChargingProfilesResponse'],
      },
      empty: {
        summary: 'No charging profile',
        value: { profiles: [] } satisfies Schemas['ChargingProfilesResponse'],
      },
    },
    listChargepointModels: {
      default: {
        summary: `${chargepointModels.length} supported models`,
        value: { models: chargepointModels } satisfies Schemas['ChargepointModelsResponse'],
      },
      empty: { summary: 'No models', value: { models: [] } satisfies Schemas['ChargepointModelsResponse'] },
    },
    getFleetEvseSummary: {
      default: {
        summary: 'Every charger, counted',
        value: {
          fleetUuid: firstFleet.uuid,
          total: rows.length,
          online,
          offline: rows.length - online,
          faulted: rows.filter(isEvseFaulted).length,
          problems: (['EVSE_UNSUPPORTED_FIRMWARE_MODEL', 'EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS'] as const).map(
            (code) => ({ code, count: rows.filter((row) => row.problems.includes(code)).length }),
          ),
        } satisfies Schemas['FleetEvseSummary'],
      },
    },
  };
}

const ERROR_TEXT: Record<string, { message: string; errorId: string }> = {
  BadRequest: { message: 'The request is malformed or fails validation', errorId: 'VALIDATION_FAILED' },
  InvalidCredentials: { message: 'Invalid email or password', errorId: 'INVALID_CREDENTIALS' },
  Unauthorized: { message: 'Unauthorized', errorId: 'TOKEN_INVALID' },
  Forbidden: { message: 'You do not have the permission this needs', errorId: 'PERMISSION_DENIED' },
  SignInRefused: {
    message: 'Your sign-up is waiting for approval: you can sign in once it is approved',
    errorId: 'SIGN_UP_PENDING',
  },
  NotFound: { message: 'Not found', errorId: 'NOT_FOUND' },
  Conflict: { message: 'An account with this email address already exists', errorId: 'ACCOUNT_EXISTS' },
  ServerError: { message: 'Internal server error', errorId: 'INTERNAL_ERROR' },
  TooManyRequests: { message: 'Too many requests: try again later', errorId: 'RATE_LIMITED' },
  UnprocessableEntity: {
    message: 'The charger was not found on the gateway',
    errorId: 'EVSE_NOT_FOUND_ON_GATEWAY',
  },
  EvseAlreadyAssigned: {
    message: 'The charger belongs to another installation',
    errorId: 'EVSE_ALREADY_ASSIGNED',
  },
  ServiceUnavailable: { message: 'The gateway is offline', errorId: 'GATEWAY_OFFLINE' },
  GatewayTimeout: { message: 'The gateway did not answer in time', errorId: 'VERIFICATION_TIMEOUT' },
};

/** The example of an error response, named by its status. `responseName` is the component response, if any. */
export function errorExample(status: number, responseName: string | undefined): NamedExamples {
  const text = (responseName && ERROR_TEXT[responseName]) || {
    message: `HTTP ${status}`,
    errorId: `HTTP_${status}`,
  };
  const value: Schemas['ApiError'] = { message: text.message, status, errorId: text.errorId };
  return { [String(status)]: { summary: `${status}: ${text.message}`, value } };
}
