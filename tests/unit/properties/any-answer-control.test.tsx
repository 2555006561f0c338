// The control of the any-answer property ("a screen made to call a method on a possibly-absent field fails the
// property test"): the very machinery of screens-any-answer.property.test.tsx, run on test-only screens that read the
// site of GET /ui/v1/site/{siteKey} carelessly. The property must fail, and its report must name the operation and
// the field; the same screen written with care must pass.
import Typography from '@mui/material/Typography';
import { describe, expect, it } from 'vitest';
import { useSiteDetail, type SiteDetail } from '../../../src/features/site-detail/api/get-site-detail.ts';
import { checkAnyAnswer, type AnswerScreen } from '../../helpers/any-answer.tsx';
import { renderWithApi } from '../../helpers/app-harness.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const SITE = '8936d6cf-20fb-41f2-84c1-071bac3645ef';
const RUNS = { runs: 20, seed: 1924 };

/** A page with a heading that shows one line of the site once it has loaded it. */
function SitePage({ line }: { line: (detail: SiteDetail) => string }) {
  const load = useSiteDetail(SITE, 'subscription');
  return (
    <>
      <h1>Site</h1>
      {load.status === 'ready' ? <Typography>{line(load.detail)}</Typography> : null}
    </>
  );
}

/** The site's fleets, keyed by their names. */
function FleetNames() {
  const load = useSiteDetail(SITE, 'subscription');
  return (
    <>
      <h1>Fleets</h1>
      <ul>
        {load.status === 'ready'
          ? load.detail.site.fleets.map((fleet) => <li key={fleet.name}>{fleet.name}</li>)
          : null}
      </ul>
    </>
  );
}

/** The site's answer is about the site asked for (the property test's screens fit it the same way). */
const control = (name: string, line: (detail: SiteDetail) => string): AnswerScreen => ({
  name,
  reads: ['getSite'],
  fit: { getSite: (answer) => ({ ...answer, site: { ...answer.site, subscription: SITE } }) },
  mount: (api) => renderWithApi(<SitePage line={line} />, api),
});

describe('the any-answer property, on screens made to break', () => {
  it(
    'fails on a method called on an absent field, naming getSite and site.tso',
    async () => {
      // `tso` is optional in SiteRow: the typed code would not compile without the cast this broken screen makes.
      const screen = control('shouts the TSO', ({ site }) => (site.tso as string).toUpperCase());
      const { failure } = await checkAnyAnswer(screen, RUNS);
      expect(failure).toMatch(/toUpperCase/);
      expect(failure).toMatch(/Counterexample: \[\{"getSite":/);
      expect(failure).toContain('Blamed field: getSite → site.tso');
    },
    timeLimit(60_000),
  );

  it(
    'fails on "undefined" shown for an absent field, naming getSite and site.tso',
    async () => {
      const screen = control('prints the TSO', ({ site }) => `TSO: ${String(site.tso)}`);
      const { failure } = await checkAnyAnswer(screen, RUNS);
      expect(failure).toMatch(/shows "undefined"/);
      expect(failure).toContain('Blamed field: getSite → site.tso');
    },
    timeLimit(60_000),
  );

  it(
    "fails on React's report of two rows under one key, naming it",
    async () => {
      // Fleet names are not keys: the spec lets two fleets share one (the answers draw one-letter names).
      const screen: AnswerScreen = {
        ...control('lists fleets by name', () => ''),
        mount: (api) => renderWithApi(<FleetNames />, api),
      };
      const { failure } = await checkAnyAnswer(screen, RUNS);
      expect(failure).toMatch(/logged an error: Encountered two children with the same key/);
    },
    timeLimit(60_000),
  );

  it(
    'passes the same screen written for an absent field',
    async () => {
      const screen = control('names a missing TSO', ({ site }) => `TSO: ${site.tso ?? 'not available'}`);
      const result = await checkAnyAnswer(screen, RUNS);
      expect(result.failure).toBeUndefined();
      expect(result.answers).toBe(RUNS.runs);
    },
    timeLimit(60_000),
  );
});
