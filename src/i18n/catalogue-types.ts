import type { entry } from './catalogues/entry.en.ts';
import type { signIn } from './catalogues/sign-in.en.ts';
import type { identityMenu } from './catalogues/identity-menu.en.ts';
import type { access } from './catalogues/access.en.ts';
import type { shell } from './catalogues/shell.en.ts';
import type { lists } from './catalogues/lists.en.ts';
import type { filters } from './catalogues/filters.en.ts';
import type { csv } from './catalogues/csv.en.ts';
import type { sites } from './catalogues/sites.en.ts';
import type { siteDetail } from './catalogues/site-detail.en.ts';
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
  | keyof typeof sites
  | keyof typeof siteDetail
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
