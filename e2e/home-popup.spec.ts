import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';

test('the home campaign popup shows once, leads to its page, and stays away after', async ({ page }) => {
  const failures = watchApiFailures(page);
  await page.goto('/');
  const popup = page.getByTestId('home-popup');
  await expect(popup).toBeVisible();
  await popup.click();
  await expect(page).toHaveURL(/\/platform\/flashDeal$/);

  await page.goto('/');
  await expect(page.getByTestId('home-store-list')).toBeVisible();
  await expect(page.getByTestId('home-popup')).toHaveCount(0);
  expect(failures).toEqual([]);
});

test('the area picker lists one part of Greater Jakarta', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -6.1951, longitude: 106.82 });
  await page.goto('/');
  await page.getByTestId('home-popup-close').click();
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
