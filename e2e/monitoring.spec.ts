import { STORE_PATHS } from '@lahap/contract/store/paths';
import { API_BASE } from '@lahap/contract/paths';
import { expect, test } from '@playwright/test';
import { openTeamViews } from './team-usage.js';

/** This journey's own client address: its calls count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.30.0.5' } });

const STORE_ID = '10000195';

test("a store page's broken answer and an uncaught error reach the team's Errors view, grouped and counted", async ({
  page,
  browser,
}) => {
  // A code outside the catalogue is what the client escalates (spec §8); this run's own, so the
  // group is this journey's alone.
  const code = `109${String(Date.now() % 10_000).padStart(4, '0')}`;
  const crash = `The kitchen display lost its order ${code}`;
  await page.route(`**${API_BASE}${STORE_PATHS.storeDetail}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, data: null, error: { code, message: 'Dapur sedang sibuk' } }),
    }),
  );
  // The same store page opened twice: one group, counted twice.
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto(`/platform/merchant?storeId=${STORE_ID}`);
    await expect(page.getByText('Dapur sedang sibuk').first()).toBeVisible();
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      }, 0);
    }, crash);
    // Leaving the page sends what waits (by beacon).
    await page.goto('/platform/home/account');
  }

  const team = await openTeamViews(browser);
  await team.getByTestId('team-tab-errors').click();
  const apiGroup = team.getByTestId('error-group').filter({ hasText: code }).filter({ hasText: 'POST' });
  const jsGroup = team.getByTestId('error-group').filter({ hasText: crash });
  await expect(async () => {
    await team.reload();
    await expect(apiGroup).toHaveCount(1, { timeout: 2_000 });
    await expect(jsGroup).toHaveCount(1, { timeout: 2_000 });
    await expect(apiGroup.getByTestId('error-group-count')).toHaveText(/^2\D/, { timeout: 2_000 });
    await expect(jsGroup.getByTestId('error-group-count')).toHaveText(/^2\D/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(apiGroup).toContainText(`${STORE_PATHS.storeDetail}`);

  // Opened, a group shows where it happened and its stack.
  await jsGroup.click();
  const detail = team.getByTestId('error-detail');
  await expect(detail).toContainText(crash);
  await expect(detail.getByTestId('error-stack').first()).toBeVisible();
  await team.context().close();
});
