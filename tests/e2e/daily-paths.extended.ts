// `npm run test:extended`: the staff's daily tasks walked as each person does them — only clicks and typing from
// where they start (the sign-in page, or home once signed in) — each counted (clicks, fields typed, keys) and timed
// from the first action to the asserted outcome, three runs in fresh contexts, each in a world of its own. The
// figures go to test-results/daily-walk.jsonl and a printed table: the before/after of a shorter path. Each task's
// steps are one small function below; when the UI gets a shorter path, change the steps (and switch on a task
// declared `possible: false` once its gate fails). What a task reads from the mock, or sets up in it, before the
// first action is neither timed nor counted (tests/helpers/walk-world.ts). The walker: tests/helpers/walker.ts;
// docs/testing.md "Daily walk".
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { allSites, createDataset } from '../../scripts/mock/data/dataset.ts';
import { PINNED_INSTANTS } from '../../scripts/mock/instants.ts';
import { MOCK_OUTBOX_PATH } from '../../scripts/mock/proxy.ts';
import { ROLES, type Role } from '../../src/api/permissions.gen.ts';
import { OFFLINE_WINDOW_LABELS } from '../../src/domain/filters/offline-window.ts';
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import { readResults, recordResult } from '../helpers/e2e-app.ts';
import { walkTable, walkTask, type WalkRecord, type WalkTask } from '../helpers/walker.ts';
import { colleagueResetFirstCharger, sitesWentOffline } from '../helpers/walk-world.ts';
import { test } from './fixtures.ts';

const RESULTS = 'daily-walk';
const RUNS = Number(process.env.WALK_RUNS ?? 3);

const at = (role: string) => `${role}@operator-portal.example`;
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** An overview card of an area page ("EVSEs Every charger, …"), by its title. */
const card = (page: Page, title: string) => main(page).getByRole('link', { name: new RegExp(`^${title} `) });

/** The first number of an element's text ("3 Offline", "24 leads stopped at …"). */
async function leadingNumber(target: Locator): Promise<number> {
  const text = await target.innerText();
  const found = /\d+/.exec(text.replace(/[.,](?=\d{3})/g, ''));
  if (!found) throw new Error(`no number in "${text}"`);
  return Number(found[0]);
}

const opsShiftStart: WalkTask = {
  task: '1 ops shift start: home → a problem → a site',
  persona: at('ops'),
  start: 'home',
  async steps(walk, { page }) {
    const problems = page.getByRole('region', { name: 'Site problems' });
    await walk.click(problems.getByRole('link', { name: /^Critical / }).first());
    const site = page
      .getByRole('table', { name: 'Site problems' })
      .locator('tbody tr')
      .first()
      .getByRole('link');
    const name = (await site.first().textContent()) ?? '';
    await walk.click(site.first());
    await walk.outcome(async () => {
      await expect(page).toHaveURL(/\/site\/[0-9a-f-]{36}$/);
      await expect(heading(page)).toHaveText(name);
      await expect(page.getByRole('region', { name: /^Current problems \(\d+\)$/ })).toBeVisible();
    });
  },
};

/**
 * Which sites went offline in the last hours: a provider's sites list with "Went offline" chosen — in the last 6 h
 * when any site did, else in the last 24 h. The rows shown are the ones the mock's answers say, by the one rule.
 */
const opsWentOffline: WalkTask = {
  task: '1b ops: the sites that went offline in the last hours',
  persona: at('ops'),
  start: 'home',
  async steps(walk, { page }) {
    const provider = 'sonnen';
    const expected = await sitesWentOffline(page, provider, at('admin'));
    const window = expected['6h'].length > 0 ? '6h' : '24h';
    expect(expected[window].length, `sites of ${provider} that went offline ${window}`).toBeGreaterThan(0);
    await walk.click(nav(page, 'HEMS'));
    await walk.click(page.getByRole('link', { name: `active sites of ${provider}` }));
    await walk.click(page.getByRole('button', { name: 'Filters' }));
    await walk.click(
      page
        .getByRole('region', { name: 'Filter Sites' })
        .getByRole('checkbox', { name: OFFLINE_WINDOW_LABELS[window] }),
    );
    await walk.outcome(async () => {
      const rows = page.getByRole('table', { name: /^Sites of/ }).locator('tbody tr');
      await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
        `Went offline: ${OFFLINE_WINDOW_LABELS[window]}`,
      );
      await expect(rows).toHaveCount(expected[window].length);
      const shown = (await rows.locator('td:first-child').allInnerTexts()).map((text) => text.trim()).sort();
      expect(shown).toEqual(expected[window]);
    });
  },
};

const fleetOfflineCsv: WalkTask = {
  task: "2 fleet's offline chargers → CSV",
  persona: at('fleet'),
  start: 'home',
  async steps(walk, { page }) {
    await walk.click(nav(page, 'Fleets'));
    await walk.click(page.getByRole('table', { name: 'Fleets' }).getByRole('link').first());
    await walk.click(main(page).getByRole('link', { name: 'Chargers', exact: true }));
    const offline = page
      .getByRole('region', { name: 'Charger counts' })
      .getByRole('link', { name: /^\d+ Offline$/ });
    const expected = await leadingNumber(offline);
    await walk.click(offline);
    await expect(page.getByRole('button', { name: 'Remove filter Offline' })).toBeVisible();
    await expect(page.getByText(/^Chargers \d+–\d+ of \d+ found$/)).toBeVisible();
    const download = await walk.download(page.getByRole('button', { name: 'Export CSV' }));
    await walk.outcome(async () => {
      const lines = readFileSync((await download.path()) ?? '', 'utf8')
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '');
      expect(lines.length - 1, 'rows of the CSV (after its header)').toBe(expected);
      await expect(page.getByText(`Exported ${String(expected)} rows.`)).toBeVisible();
    });
  },
};

/** Who may send a charger commands, by the SPEC's role table. */
const COMMANDERS = (Object.keys(ROLES) as Role[]).filter((role) =>
  (ROLES[role].permissions as readonly string[]).includes('evses:command'),
);

/**
 * A fleet manager on a faulted charger of their fleet (the fleet's Faulted card): the role holds no evses:command,
 * so the outcome is being told who can reset it — the Commands section's note names the roles, and offers no button.
 */
const fleetFaultedWhoCan: WalkTask = {
  task: '3 fleet manager: a faulted charger, told who can reset it',
  persona: at('fleet'),
  start: 'home',
  async steps(walk, { page }) {
    await walk.click(nav(page, 'Fleets'));
    await walk.click(page.getByRole('table', { name: 'Fleets' }).getByRole('link').first());
    await walk.click(main(page).getByRole('link', { name: 'Chargers', exact: true }));
    await walk.click(
      page.getByRole('region', { name: 'Charger counts' }).getByRole('link', { name: /^[1-9]\d* Faulted$/ }),
    );
    await expect(page.getByRole('button', { name: 'Remove filter Status: Faulted' })).toBeVisible();
    await walk.click(
      page.getByRole('table', { name: 'EV chargers' }).locator('tbody tr').first().getByRole('link').first(),
    );
    await walk.outcome(async () => {
      await expect(page.getByLabel('Summary').getByText('Faulted', { exact: true })).toBeVisible();
      const commands = page.getByRole('region', { name: 'Commands' });
      const note = commands.getByRole('note');
      await expect(note).toContainText('needs the permission evses:command, held by:');
      for (const role of COMMANDERS) await expect(note).toContainText(role);
      await expect(note).not.toContainText('Fleet manager');
      await expect(commands.getByRole('button')).toHaveCount(0);
    });
  },
};

/**
 * The reset by a role that has the Commands: the chargers list's "N faulted" link (the Status filter's Faulted), a
 * faulted charger that is online (commands reach only a connected charger), its Soft reset.
 */
const adminResetFaulted: WalkTask = {
  task: '3r admin resets a faulted charger (reference)',
  persona: at('admin'),
  start: 'home',
  async steps(walk, { page }) {
    await walk.click(nav(page, 'Assets'));
    await walk.click(card(page, 'EVSEs'));
    await walk.click(main(page).getByRole('link', { name: /^[1-9]\d* faulted$/ }));
    await expect(page.getByRole('button', { name: 'Remove filter Status: Faulted' })).toBeVisible();
    const faulted = page
      .getByRole('table', { name: 'EV chargers' })
      .getByRole('row', { name: /\bOnline\b.*\bFaulted\b/ })
      .first();
    await walk.click(faulted.getByRole('link').first());
    await expect(page.getByRole('region', { name: 'Charger' })).toBeVisible();
    await walk.click(
      page.getByRole('region', { name: 'Commands' }).getByRole('button', { name: 'Soft reset' }),
    );
    await walk.click(
      page.getByRole('dialog', { name: 'Soft reset this charger?' }).getByRole('button', { name: 'Reset' }),
    );
    await walk.outcome(async () => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText('Soft reset: the charger accepted the command.')).toBeVisible();
    });
  },
};

const STUCK = 'Stuck (a checklist step is unmet)';

/** The installations table shows only stuck ones: every row names the step it is stuck at. */
async function expectOnlyStuck(page: Page): Promise<void> {
  const rows = page.getByRole('table', { name: 'Installations' }).locator('tbody tr');
  // Retried until the filtered list has replaced the whole one (whose first rows may be stuck too).
  await expect(rows.filter({ hasNotText: 'Stuck at' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Stuck at');
}

const installerStuck: WalkTask = {
  task: "4a installer's stuck installations",
  persona: at('installer'),
  start: 'home',
  async steps(walk, { page }) {
    await walk.click(nav(page, 'Install'));
    await walk.click(page.getByRole('list', { name: 'Installer companies' }).getByRole('link').first());
    await walk.click(page.getByRole('checkbox', { name: STUCK }));
    await walk.outcome(() => expectOnlyStuck(page));
  },
};

const installerAdminReassign: WalkTask = {
  task: '4b installer admin reassigns a stuck installation',
  persona: at('installer-admin'),
  start: 'home',
  async steps(walk, { page }) {
    await walk.click(nav(page, 'Install'));
    await walk.click(
      main(page)
        .getByRole('link', { name: /^Administer / })
        .first(),
    );
    await walk.click(page.getByRole('checkbox', { name: STUCK }));
    await expectOnlyStuck(page);
    await walk.click(
      page
        .getByRole('table', { name: 'Installations' })
        .getByRole('button', { name: /^Reassign / })
        .first(),
    );
    const dialog = page.getByRole('dialog', { name: /^Reassign / });
    await walk.click(dialog.getByRole('button', { name: 'Reassign' }));
    await walk.outcome(async () => {
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: / is now installed by / })).toBeVisible();
    });
  },
};

const installerAdminApprove: WalkTask = {
  task: "4c installer admin approves an installer's sign-up",
  persona: at('installer-admin'),
  start: 'home',
  async steps(walk, { page }) {
    await walk.click(nav(page, 'Install'));
    await walk.click(
      main(page)
        .getByRole('link', { name: /^Administer / })
        .first(),
    );
    await walk.click(main(page).getByRole('link', { name: /^Pending sign-ups \(\d+\)$/ }));
    const approve = page.getByRole('button', { name: /^Approve / }).first();
    await walk.click(approve);
    const dialog = page.getByRole('dialog', { name: /^Approve / });
    await walk.click(dialog.getByRole('button', { name: 'Approve' }));
    await walk.outcome(async () => {
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(/ was approved as Installer\.$/)).toBeVisible();
    });
  },
};

const salesDemo: WalkTask = {
  task: "5a sales demo: a charge that can't be reached, then can",
  persona: at('sales'),
  start: 'home',
  async steps(walk, { page }) {
    await walk.click(nav(page, 'Sales'));
    await walk.click(card(page, 'Smart Charging Demo'));
    await walk.fill(page.getByRole('spinbutton', { name: 'State of charge now (%)' }), '10');
    await walk.fill(page.getByRole('spinbutton', { name: 'Wanted at departure (%)' }), '90');
    const departure = page.getByRole('combobox', { name: 'Departure' });
    await walk.choose(departure, '14:00');
    await expect(page.getByText('90 % by 14:00 cannot be reached', { exact: true })).toBeVisible();
    await walk.choose(departure, '18:00');
    await walk.outcome(async () => {
      await expect(page.getByText(/kWh: 10 % → 90 % by 18:00$/)).toBeVisible();
      await expect(page).toHaveURL(/dep=18%3A00/);
    });
  },
};

const salesFunnelLeads: WalkTask = {
  task: '5b sales funnel → the leads of a step',
  persona: at('sales'),
  start: 'home',
  async steps(walk, { page }) {
    await walk.click(nav(page, 'Sales'));
    await walk.click(card(page, 'Tariff Order Funnel'));
    const step = page.getByRole('link', { name: /leads stopped at Tariff: open them$/ });
    const counted = await leadingNumber(step);
    await walk.click(step);
    await walk.outcome(async () => {
      await expect(page.getByRole('table', { name: 'Order-funnel leads' })).toBeVisible();
      await expect(
        page.getByText(new RegExp(`^Page \\d+ of \\d+ \\(${String(counted)} leads\\)$`)),
      ).toBeVisible();
    });
  },
};

const adminRoleChange: WalkTask = {
  task: '6 admin gives a user a role',
  persona: at('admin'),
  start: 'home',
  async steps(walk, { page }) {
    await walk.click(nav(page, 'Operations'));
    await walk.click(card(page, 'User Roles'));
    await walk.fill(page.getByRole('searchbox', { name: 'Search people' }), 'Sami');
    const sami = page.getByRole('row', { name: /Sami Sales/ });
    await walk.click(sami.getByRole('button', { name: 'Add role for Sami Sales' }));
    const dialog = page.getByRole('dialog', { name: 'Give Sami Sales a role' });
    await walk.click(dialog.getByRole('combobox', { name: 'Role' }));
    await walk.click(page.getByRole('option', { name: 'Viewer' }));
    await walk.click(dialog.getByRole('button', { name: 'Give role' }));
    await walk.outcome(async () => {
      await expect(dialog).toHaveCount(0);
      await expect(sami).toContainText('Viewer');
    });
  },
};

const NEWCOMER = {
  name: 'Nele Newcomer',
  email: 'nele.newcomer@walk.example',
  password: 'correct horse battery',
};

const signUpToFirstSignIn: WalkTask = {
  task: '7 sign-up → verify → approved → first sign-in',
  persona: NEWCOMER.email,
  start: 'sign-in',
  others: { admin: at('admin') },
  async steps(walk, { page, others }) {
    await walk.click(page.getByRole('link', { name: 'Create an account' }));
    await walk.fill(page.getByLabel('Name'), NEWCOMER.name);
    await walk.fill(page.getByLabel('Email'), NEWCOMER.email);
    await walk.fill(page.getByLabel(/^Password/), NEWCOMER.password);
    await walk.fill(page.getByLabel(/^Confirm password/), NEWCOMER.password);
    await walk.fill(page.getByLabel('Area or company you need access to'), 'Operations');
    await walk.click(page.getByRole('button', { name: 'Create account' }));
    await expect(page.getByRole('status')).toContainText(`We sent a verification code to ${NEWCOMER.email}`);

    // The newcomer reads the code in their mail (the mock's outbox) and types it.
    const outbox = await page.request.get(`${MOCK_OUTBOX_PATH}?to=${encodeURIComponent(NEWCOMER.email)}`);
    const { messages } = (await outbox.json()) as { messages: { code: string }[] };
    await walk.click(page.getByRole('link', { name: /Verify your email/ }));
    await walk.fill(page.getByLabel(/^Verification code/), messages[0]?.code ?? '');
    await walk.click(page.getByRole('button', { name: 'Verify' }));
    await expect(page.getByRole('status')).toContainText('You can sign in once a colleague has approved');

    // An admin, signed in at their desk, approves with the role asked for.
    const admin = others.admin!;
    await walk.click(nav(admin, 'Operations'));
    await walk.click(card(admin, 'Pending Sign-ups'));
    await walk.click(admin.getByRole('button', { name: `Approve ${NEWCOMER.email}` }));
    const dialog = admin.getByRole('dialog', { name: `Approve ${NEWCOMER.name}` });
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText('Operations');
    await walk.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(admin.getByText(`${NEWCOMER.name} was approved as Operations.`)).toBeVisible();

    await walk.click(page.getByRole('link', { name: /^Sign in$/ }));
    await walk.fill(page.getByLabel('Email'), NEWCOMER.email);
    await walk.fill(page.getByLabel('Password'), NEWCOMER.password);
    await walk.click(page.getByRole('button', { name: 'Sign in' }));
    await walk.outcome(async () => {
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('button', { name: NEWCOMER.name })).toBeVisible();
    });
  },
};

/**
 * The operations lead (who holds audit:read) opens a charger's activity from its page. Before the clock: a colleague
 * soft-reset that charger (the first of the list), so the log holds an entry for it; the list shows exactly the
 * entries the mock's log answers for the charger.
 */
const chargerActivity: WalkTask = {
  task: '8 activity of a charger from its page',
  persona: at('opslead'),
  start: 'home',
  async steps(walk, { page }) {
    const { charger, entries } = await colleagueResetFirstCharger(page, at('ops'), at('opslead'));
    await walk.click(nav(page, 'Assets'));
    await walk.click(card(page, 'EVSEs'));
    await walk.click(
      page.getByRole('table', { name: 'EV chargers' }).getByRole('link', { name: charger.uniqueIdentifier }),
    );
    await expect(page.getByRole('region', { name: 'Charger' })).toBeVisible();
    await walk.click(main(page).getByRole('link', { name: 'Activity of this charger' }));
    await walk.outcome(async () => {
      const rows = page.getByRole('table', { name: 'Activity log' }).locator('tbody tr');
      await expect(rows).toHaveCount(entries.length);
      await expect(rows.filter({ hasNotText: charger.uniqueIdentifier })).toHaveCount(0);
      await expect(rows.first()).toContainText('sendEvseCommand');
    });
  },
};

const world = createDataset();
/** Today as a site's clock reads it at the staff hour, as the energy range header says it. */
function siteToday(subUuid: string): string {
  const profile = world.energy[subUuid];
  if (profile === undefined) throw new Error(`the dataset holds no energy of site ${subUuid}`);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: profile.timeZone,
  }).format(PINNED_INSTANTS['staff-hour']);
}
const siteReference = (subUuid: string): string | undefined =>
  allSites(world).find(({ site }) => site.subscription === subUuid)?.site.userReference;

/** A site in no fleet, from a provider's sites list to its own energy page: today's energy with its totals. */
const noFleetSiteEnergy: WalkTask = {
  task: '9 energy of a site in no fleet',
  persona: at('ops'),
  start: 'home',
  async steps(walk, { page }) {
    await walk.click(nav(page, 'HEMS'));
    await walk.click(page.getByRole('link', { name: /^\d+ active sites of / }).first());
    const inNoFleet = page.getByRole('row').filter({ hasText: 'not linked to fleet' }).first();
    await walk.click(inNoFleet.getByRole('link').first());
    const related = page.getByRole('region', { name: 'Related' });
    await walk.click(related.getByRole('link', { name: 'Energy history' }));
    await walk.outcome(async () => {
      await expect(page).toHaveURL(/\/site\/[0-9a-f-]{36}\/energy\/site-energy-history$/);
      const subUuid = /\/site\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
      await expect(heading(page)).toHaveText(`${siteReference(subUuid) ?? subUuid}: energy`);
      await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByText(siteToday(subUuid))).toBeVisible();
      const totals = page.getByRole('region', { name: 'Totals' });
      await expect(totals.locator('dd').first()).toHaveText(/\skWh$/);
      await expect(totals.locator('dd', { hasText: /^–$/ })).toHaveCount(0);
      await expect(page.getByText('No energy data for this site in this range.')).toHaveCount(0);
    });
  },
};

const TASKS: readonly WalkTask[] = [
  opsShiftStart,
  opsWentOffline,
  fleetOfflineCsv,
  fleetFaultedWhoCan,
  adminResetFaulted,
  installerStuck,
  installerAdminReassign,
  installerAdminApprove,
  salesDemo,
  salesFunnelLeads,
  adminRoleChange,
  signUpToFirstSignIn,
  chargerActivity,
  noFleetSiteEnergy,
];

test.use({ instant: 'staff-hour' });

for (const task of TASKS) {
  test(`daily walk: ${task.task}`, async ({ browser, baseURL, instant }, testInfo) => {
    test.setTimeout(e2eTimeLimit(RUNS * 60_000));
    const record: WalkRecord = await walkTask(task, {
      browser,
      baseURL: baseURL ?? process.env.E2E_BASE_URL ?? '',
      instant,
      owner: `${testInfo.testId}-${String(testInfo.retry)}`,
      runs: RUNS,
    });
    recordResult(RESULTS, record);
    console.log(`[daily-walk]\n${walkTable([record])}`);
    test.skip(!record.possible, `not possible today: ${record.reason ?? ''} (recorded as possible: false)`);
  });
}

test.afterAll(() => {
  const records = readResults<WalkRecord>(RESULTS);
  if (records.length > 0) console.log(`[daily-walk] ${String(records.length)} tasks\n${walkTable(records)}`);
});
