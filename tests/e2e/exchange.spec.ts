// The data exchange and the job runs in Chromium against the production build and the data-backed mock: an operations lead resends a
// rejected message (confirmed) and finds the resend in the activity log; a site's SITE_NOT_OPTIMIZABLE problem leads to
// the failed optimisation run whose log names the site and says why. One sign-in; the axe scan of these routes is the
// route walk's (a11y.spec.ts).
import { createDataset } from '../../scripts/mock/data/dataset.ts';
import { expect, test } from './fixtures.ts';

const OPS_LEAD = 'opslead@operator-portal.example';
const data = createDataset();
const rejected = data.messages.find((message) => message.state === 'rejected')!;
const notOptimizable = data.siteProblems.find((row) => row.problemName === 'SITE_NOT_OPTIMIZABLE')!;

test('a rejected message resent and seen in the activity log; a not-optimizable site to the run that explains it', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(OPS_LEAD);
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The rejected messages, then the one the grid operator rejected: resend, confirmed.
  await page.goto(`/operations/data-exchange?state=rejected&site=${rejected.site!.subscription}`);
  // The row's first link is the message itself (its type); the second is its site.
  await page.getByRole('row').filter({ hasText: rejected.id }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/operations/data-exchange/${rejected.id}$`));
  await expect(page.getByText(`${rejected.error!.code}: `, { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Resend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend this message?' });
  await dialog.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('The message was sent again; its acknowledgement is awaited.')).toBeVisible();

  await page.goto('/operations/activity');
  const entry = page
    .getByRole('table', { name: 'Activity log' })
    .getByRole('row')
    .filter({ hasText: rejected.id });
  await expect(entry.first()).toContainText(OPS_LEAD);
  await expect(entry.first()).toContainText('resendExchangeMessage');

  // The site's problem links to its failed optimisation runs; the run's error lines name the site and say why.
  await page.goto(`/site/${notOptimizable.subscription}`);
  await page.getByRole('link', { name: 'See the failed optimisation runs' }).click();
  await expect(page.getByRole('heading', { name: 'Job runs', level: 1 })).toBeVisible();
  await page
    .getByRole('table', { name: 'Job runs' })
    .getByRole('link', { name: 'Optimisation' })
    .first()
    .click();
  await page.getByRole('checkbox', { name: 'Error' }).check();
  const line = page
    .getByRole('table', { name: 'Log lines' })
    .getByRole('row')
    .filter({ hasText: notOptimizable.userReference });
  await expect(line.first()).toContainText('not optimizable');
});
