// Named examples of the VPP calls, drawn from the generated world at the reference date by the
// same functions the data-backed mock answers with (vpp.answers.ts).
import type { components } from '../../../../src/api/schema.gen.ts';
import { buildEnergyProfiles } from '../energy/energy.fixtures.ts';
import { PAGE_SIZE, pageCount, REFERENCE_DATE, type Fixtures } from '../../../generate/fixtures.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';
import { initialEnrolments, vppPoolAnswer, vppSites, vppTsos, type VppWorld } from './vpp.answers.ts';

type Schemas = components['schemas'];

/** The VPP world of the generated fixtures at the reference date (its starting enrolments included). */
export function vppWorldOf(fixtures: Fixtures): VppWorld {
  const base = {
    sites: fixtures.providers.flatMap((provider) => provider.sites),
    energy: buildEnergyProfiles(fixtures),
    siteProblems: fixtures.siteProblems,
  };
  return { ...base, enrolments: initialEnrolments(base, REFERENCE_DATE) };
}

export function vppExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const rows = vppSites(vppWorldOf(fixtures), REFERENCE_DATE);
  const eligible = rows.find((row) => row.state === 'eligible');
  const enrolled = rows.find((row) => row.state === 'enrolled');
  if (!eligible || !enrolled) throw new Error('the fixtures have no eligible or no enrolled VPP site');
  const page: Schemas['VppSitesResponse'] = {
    sites: rows.slice(0, PAGE_SIZE),
    page: 1,
    countPages: pageCount(rows.length),
    countTotal: rows.length,
    tsos: vppTsos(rows),
  };
  return {
    listVppSites: {
      default: { summary: `Page 1 of ${page.countPages}: every site`, value: page },
      empty: {
        summary: 'No site matches',
        value: {
          sites: [],
          page: 1,
          countPages: 0,
          countTotal: 0,
          tsos: [],
        } satisfies Schemas['VppSitesResponse'],
      },
    },
    getVppPool: {
      default: { summary: 'The pool of the generated world', value: vppPoolAnswer(rows) },
    },
    enrolVppSite: {
      default: {
        summary: `${eligible.userReference} enrolled`,
        value: {
          ...eligible,
          state: 'enrolled',
          stateChangedAt: '2026-11-01T00:00:00Z',
        } satisfies Schemas['VppSite'],
      },
    },
    withdrawVppSite: {
      default: {
        summary: `${enrolled.userReference} withdrawn`,
        value: {
          ...enrolled,
          state: 'withdrawn',
          stateChangedAt: '2026-11-01T00:00:00Z',
        } satisfies Schemas['VppSite'],
      },
    },
  };
}
