// Temporary (not committed): route JS and screenshots of the four converted screens.
import { writeFileSync, appendFileSync } from 'node:fs';
import { appRouteTable } from '../../src/app/route-table.tsx';
import {
  kB,
  recordScripts,
  seedStorage,
  signedInSession,
  trackRequests,
  waitForRouteSettled,
  withoutCache,
} from '../helpers/e2e-app.ts';
import { test } from './fixtures.ts';

const PATTERNS = [
  '/install/installations/:companyUuid',
  '/install/vpp',
  '/hems/prepared/:hemsId',
  '/operations/pending-sign-ups',
];
const TAG = process.env.LIST3_TAG ?? 'now';

test('list3 figures and shots', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const session = await signedInSession(browser, baseURL);
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport, baseURL });
    const page = await context.newPage();
    await seedStorage(page, session);
    await withoutCache(page);
    trackRequests(page);
    for (const pattern of PATTERNS) {
      const route = appRouteTable.find((r) => r.pattern === pattern);
      if (route === undefined) {
        appendFileSync('/tmp/list3-shots/figures.txt', `${TAG} ${pattern} not found\n`);
        continue;
      }
      const scripts = recordScripts(page);
      await page.goto(route.samplePath);
      await waitForRouteSettled(page);
      const { total } = await scripts.done();
      const name = `${TAG}-${pattern.replace(/[/:]+/g, '_')}-${viewport.width}`;
      await page.screenshot({ path: `/tmp/list3-shots/${name}.png` });
      if (viewport.width === 1280)
        appendFileSync('/tmp/list3-shots/figures.txt', `${TAG} ${route.samplePath} ${kB(total)} (${total})\n`);
    }
    await context.close();
  }
  writeFileSync('/tmp/list3-shots/done-' + TAG, '');
});
