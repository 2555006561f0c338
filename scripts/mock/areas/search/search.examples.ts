// Named examples of the jump-to search for Prism alone, drawn from the generated world with the
// call's reference rule (src/domain/search/jump-search.ts): the first gateway's id, a fleet's name, and no match.
import type { components } from '../../../../src/api/schema.gen.ts';
import { searchEverything, type SearchWorld } from '../../../../src/domain/search/jump-search.ts';
import type { Fixtures } from '../../../generate/fixtures.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';

/** The world the search reads, from the generator's fixtures (the mock's handler reads its dataset alike). */
export function searchWorldOfFixtures(fixtures: Fixtures): SearchWorld {
  return {
    sites: fixtures.providers.flatMap(({ provider, sites }) =>
      sites.map((site) => ({ provider: provider.id, site })),
    ),
    gateways: fixtures.gateway.gateways.map((record) => record.gateway),
    chargers: fixtures.evse.evses.map((record) => record.detail.evse),
    serialNumbers: new Map(fixtures.evse.evses.map((r) => [r.detail.evse.evseUuid, r.detail.serialNumber])),
    fleets: fixtures.fleets,
    installations: fixtures.providers.flatMap(({ provider, installations }) =>
      installations.map((installation) => ({ provider: provider.id, installation })),
    ),
  };
}

export function searchExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const world = searchWorldOfFixtures(fixtures);
  const gateway = world.gateways.find((g) => g.site !== null) ?? world.gateways[0];
  const fleet = world.fleets[0];
  if (!gateway || !fleet) throw new Error('the world has no gateway or no fleet');
  return {
    searchEverything: {
      default: {
        summary: `A gateway id: ${gateway.hemGatewayId}`,
        value: searchEverything(world, {
          q: gateway.hemGatewayId,
        }) satisfies components['schemas']['SearchAnswer'],
      },
      fleetName: {
        summary: `A fleet's name: ${fleet.name}`,
        value: searchEverything(world, { q: fleet.name }),
      },
      empty: {
        summary: 'Nothing matches',
        value: searchEverything(world, { q: 'no-such-thing-0000' }),
      },
    },
  };
}
