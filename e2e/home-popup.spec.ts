import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { closeHomePopupWhenShown } from './home-popup.js';

test('the home campaign popup shows once browsing starts, leads to its page, and stays away after', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  await page.goto('/');
  await expect(page.getByTestId('home-store-list')).toBeVisible();
  const popup = page.getByTestId('home-popup');
  await expect(popup).toHaveCount(0);
  await page.mouse.wheel(0, 300);
  await expect(popup).toBeVisible();
  await popup.click();
  await expect(page).toHaveURL(/\/platform\/flashDeal$/);
  await page.waitForLoadState('networkidle');
  // Checked before the reload below: a reload drops the bodies of answers still being read.
  expect(failures).toEqual([]);

  await page.goto('/');
  await expect(page.getByTestId('home-store-list')).toBeVisible();
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('home-popup')).toHaveCount(0);
});

test('the area picker lists one part of Greater Jakarta', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -6.1951, longitude: 106.82 });
  await closeHomePopupWhenShown(page);
  await page.goto('/');
  const regionCall = page.waitForRequest((request) =>
    request.url().endsWith('/api/market/asset_aggregate_page/find_by_region'),
  );
  const area = page.getByTestId('home-area');
  const southJakarta = await area.locator('option', { hasText: 'Jakarta Selatan' }).getAttribute('value');
  await area.selectOption(southJakarta ?? '');
  const body = (await regionCall).postDataJSON() as { regionId: number };
  expect(body.regionId).toBe(Number(southJakarta));
  await expect(page.getByTestId('home-nearby-list').locator('li').first()).toBeVisible();
});
