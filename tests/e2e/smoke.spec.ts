import { expect, saveScreenshot, test } from './fixtures.ts';

test('the page shows the HEMS providers fetched from the mock through the typed client', async ({
  page,
  request,
}) => {
  const served = await request.get('/ui/v1/hems-providers', { headers: { authorization: 'Bearer e2e' } });
  expect(served.ok()).toBe(true);
  const { providers } = (await served.json()) as { providers: { name: string }[] };
  expect(providers.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator Portal' })).toBeVisible();
  const items = page.getByRole('list', { name: 'HEMS providers' }).getByRole('listitem');
  await expect(items).toHaveCount(providers.length);
  for (const [index, provider] of providers.entries()) {
    await expect(items.nth(index)).toContainText(provider.name);
  }
  await saveScreenshot(page, 'smoke-hems-providers');
});
