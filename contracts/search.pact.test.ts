// Jump to: the one search over sites, gateways, chargers, fleets and prepared installations.
// Values are those of the generated dataset (the contracts' gateway, S10-701900165, of site CUST-978576).
import { describe, it } from 'vitest';
import type { components } from '../src/api/schema.gen.ts';
import { HEM_GATEWAY_ID, HEMS_LOGICAL_ID, DEVICE_KEY } from './support/gateway-ref.ts';
import { BAD_REQUEST, EXPIRED, SERVER_ERROR, TOO_MANY_REQUESTS } from './support/failures.ts';
import { arrayOf, int, matching, oneOf, orNull, text, uuid } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';
import { everyValueOf, type Template } from './support/types.ts';

type Schemas = components['schemas'];
const pact = createPact();

const searchEverything = operation({
  id: 'searchEverything',
  path: '/ui/v1/search',
  method: 'get',
  query: { q: HEM_GATEWAY_ID },
});

const KINDS = everyValueOf<Schemas['SearchKind']>()(['site', 'gateway', 'charger', 'fleet', 'installation']);
const MOUNTS = everyValueOf<Schemas['ChargerHit']['mount']>()(['assets', 'install', 'fleet']);

const siteHit = {
  subscription: uuid('a691814f-bdbb-43ea-8576-b21b2024e541'),
  siteUuid: uuid('d5feff64-ef6c-4587-b76b-994d77ac5140'),
  fleetUuid: orNull(uuid('49c07e35-21d1-42ea-a8ad-50a969add179')),
  label: text('CUST-978576'),
  detail: text('Gateway S10-701900165 · e3dc'),
} satisfies Template<Schemas['SiteHit']>;

const gatewayHit = {
  hemsLogicalId: matching(DEVICE_KEY, HEMS_LOGICAL_ID),
  hemGatewayId: matching(DEVICE_KEY, HEM_GATEWAY_ID),
  label: text(HEM_GATEWAY_ID),
  detail: text('Richter, Schulstraße 90, Rostock · CUST-978576'),
} satisfies Template<Schemas['GatewayHit']>;

const chargerHit = {
  evseUuid: uuid('7b7bdc09-f678-401c-877b-cce2ca8fa56f'),
  mount: oneOf(MOUNTS, 'assets'),
  subscription: orNull(uuid('a691814f-bdbb-43ea-8576-b21b2024e541')),
  fleetUuid: orNull(uuid('49c07e35-21d1-42ea-a8ad-50a969add179')),
  label: text('Barn'),
  detail: text('KEBA-65959588 · CUST-869745'),
} satisfies Template<Schemas['ChargerHit']>;

const none = { countTotal: int(0), items: [] };

describe('searchEverything', () => {
  it('answers the gateway and its site for a gateway id', () =>
    expectAnswer(pact, searchEverything, {
      what: 'a gateway id finds the gateway and its site',
      state: 'things to jump to exist',
      response: {
        searched: text(HEM_GATEWAY_ID),
        kinds: arrayOf(oneOf(KINDS, 'site'), 1),
        sites: { countTotal: int(1), items: arrayOf(siteHit, 1) },
        gateways: { countTotal: int(1), items: arrayOf(gatewayHit, 1) },
        chargers: { countTotal: int(0), items: [] },
        fleets: { countTotal: int(0), items: [] },
        installations: { countTotal: int(0), items: [] },
      },
    }));

  it('sends the kinds and the limit, and answers the chargers only', () =>
    expectAnswer(pact, searchEverything, {
      what: 'chargers only, at most 2',
      state: 'things to jump to exist',
      query: { q: 'KEBA', kinds: ['charger'], limit: 2 },
      response: {
        searched: text('KEBA'),
        kinds: ['charger'],
        sites: none,
        gateways: none,
        chargers: { countTotal: int(22), items: arrayOf(chargerHit, 1) },
        fleets: none,
        installations: none,
      },
    }));

  it('answers empty groups and what was searched when nothing matches', () =>
    expectAnswer(pact, searchEverything, {
      what: 'nothing matches',
      state: 'things to jump to exist',
      query: { q: 'no-such-thing-0000' },
      response: {
        searched: text('no-such-thing-0000'),
        kinds: arrayOf(oneOf(KINDS, 'site'), 1),
        sites: none,
        gateways: none,
        chargers: none,
        fleets: none,
        installations: none,
      },
    }));

  itAnswersErrors(pact, searchEverything, [BAD_REQUEST, EXPIRED, TOO_MANY_REQUESTS, SERVER_ERROR]);
});
