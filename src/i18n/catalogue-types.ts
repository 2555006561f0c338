import type { entry } from './catalogues/entry.en.ts';
import type { signIn } from './catalogues/sign-in.en.ts';
import type { identityMenu } from './catalogues/identity-menu.en.ts';
import type { access } from './catalogues/access.en.ts';
import type { shell } from './catalogues/shell.en.ts';
import type { lists } from './catalogues/lists.en.ts';
import type { filters } from './catalogues/filters.en.ts';
import type { csv } from './catalogues/csv.en.ts';
import type { errors } from './catalogues/errors.en.ts';
import type { sites } from './catalogues/sites.en.ts';
import type { siteDetail } from './catalogues/site-detail.en.ts';
import type { problems } from './catalogues/problems.en.ts';
import type { vpp } from './catalogues/vpp.en.ts';
import type { health } from './catalogues/health.en.ts';
import type { install } from './catalogues/install.en.ts';
import type { exchange } from './catalogues/exchange.en.ts';
import type { jobRuns } from './catalogues/job-runs.en.ts';
import type { chargers } from './catalogues/chargers.en.ts';
import type { chargerChanges } from './catalogues/charger-changes.en.ts';
import type { chargerLog } from './catalogues/charger-log.en.ts';
import type { chargerCommands } from './catalogues/charger-commands.en.ts';
import type { chargerCheck } from './catalogues/charger-check.en.ts';
import type { gateways } from './catalogues/gateways.en.ts';
import type { fleets } from './catalogues/fleets.en.ts';
import type { pricing } from './catalogues/pricing.en.ts';
import type { trends } from './catalogues/trends.en.ts';
import type { activity } from './catalogues/activity.en.ts';
import type { sales } from './catalogues/sales.en.ts';
import type { leads } from './catalogues/leads.en.ts';
import type { signUps } from './catalogues/sign-ups.en.ts';
import type { userRoles } from './catalogues/user-roles.en.ts';
import type { routes } from './catalogues/routes.en.ts';
import type { areas } from './catalogues/areas.en.ts';
import type { notAvailable } from './catalogues/not-available.en.ts';
import type { account } from './catalogues/account.en.ts';
import type { jump } from './catalogues/jump.en.ts';
import type { siteEnergy } from './catalogues/site-energy.en.ts';
import type { siteTelemetry } from './catalogues/site-telemetry.en.ts';
import type { apiDocs } from './catalogues/api-docs.en.ts';
import type { home } from './catalogues/home.en.ts';

/** Another language's catalogue of an area: exactly the English source's keys, each a message. */
export type Catalogue<Source> = { readonly [Key in keyof Source]: string };

/** Every message the portal has; `t(key)` takes only these. An area that converts adds its English source here. */
export type MessageKey =
  | keyof typeof entry
  | keyof typeof signIn
  | keyof typeof shell
  | keyof typeof identityMenu
  | keyof typeof access
  | keyof typeof lists
  | keyof typeof filters
  | keyof typeof csv
  | keyof typeof errors
  | keyof typeof sites
  | keyof typeof siteDetail
  | keyof typeof problems
  | keyof typeof vpp
  | keyof typeof health
  | keyof typeof install
  | keyof typeof exchange
  | keyof typeof jobRuns
  | keyof typeof chargers
  | keyof typeof chargerChanges
  | keyof typeof chargerLog
  | keyof typeof chargerCommands
  | keyof typeof chargerCheck
  | keyof typeof gateways
  | keyof typeof fleets
  | keyof typeof pricing
  | keyof typeof trends
  | keyof typeof activity
  | keyof typeof sales
  | keyof typeof leads
  | keyof typeof signUps
  | keyof typeof userRoles
  | keyof typeof routes
  | keyof typeof areas
  | keyof typeof notAvailable
  | keyof typeof account
  | keyof typeof jump
  | keyof typeof siteEnergy
  | keyof typeof siteTelemetry
  | keyof typeof apiDocs
  | keyof typeof home;

/** A compiled catalogue (`npm run generate`), as src/i18n/format.ts formats it. */
export type CompiledMessages = Readonly<Record<string, unknown>>;
