import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { closeHomePopupWhenShown } from './home-popup.js';

test.beforeEach(async ({ page }) => closeHomePopupWhenShown(page));

/** A device id the server's seed puts on the developer allow list (`uuids`). */
const SEEDED_DEVICE_ID = 'demo-device-0001';
const DEVICE_ID_KEY = 'lahap_device_id';

test('developer options unlock on an allowed device and keep simulated coordinates', async ({ page }) => {
  const failures = watchApiFailures(page);
  await page.addInitScript(
    ([key, id]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, id);
    },
    [DEVICE_ID_KEY, SEEDED_DEVICE_ID] as const,
  );
  await page.goto('/platform/home/account');
  const version = page.getByTestId('app-version');
  await expect(version).toBeVisible();
  await expect(page.getByTestId('account-developer-options')).toHaveCount(0);

  for (let tap = 0; tap < 5; tap += 1) await version.click();
  await expect(page.getByText('Opsi pengembang aktif')).toBeVisible();
  const menuItem = page.getByTestId('account-developer-options');
  await expect(menuItem).toBeVisible();

  await menuItem.click();
  await expect(page).toHaveURL(/\/platform\/developerOptions$/);
  await expect(page.getByTestId('developer-options-page')).toBeVisible();
  await expect(page.getByTestId('developer-id-deviceId')).toContainText(SEEDED_DEVICE_ID);

  // Out of range first: refused with the field's message, nothing stored.
  await page.getByTestId('developer-latitude').locator('input').fill('95');
  await page.getByTestId('developer-longitude').locator('input').fill('106.8');
  await page.getByTestId('developer-location-save').click();
  await expect(page.getByText('Masukkan lintang antara −90 dan 90')).toBeVisible();

  await page.getByTestId('developer-latitude').locator('input').fill('-6.2383');
  await page.getByTestId('developer-longitude').locator('input').fill('106.9756');
  await page.getByTestId('developer-location-save').click();
  await expect(page.getByText('Koordinat simulasi disimpan')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('developer-options-page')).toBeVisible();
  await expect(page.getByTestId('developer-latitude').locator('input')).toHaveValue('-6.2383');
  await expect(page.getByTestId('developer-longitude').locator('input')).toHaveValue('106.9756');
  await expect(page.getByTestId('developer-location-switch')).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => localStorage.getItem('lahap_simulated_location'))).toBe(
    JSON.stringify({ enabled: true, latitude: -6.2383, longitude: 106.9756 }),
  );

  // The debug page answers -3 for the bridge on the web.
  await page.getByTestId('developer-open-debug').click();
  await expect(page.getByTestId('developer-debug-page')).toBeVisible();
  await page.getByTestId('developer-bridge-getClientInfo').click();
  await expect(page.getByTestId('developer-bridge-answer-getClientInfo')).toContainText('-3');
  expect(failures).toEqual([]);
});

test('a device on no allow list is refused', async ({ page }) => {
  await page.goto('/platform/home/account');
  const version = page.getByTestId('app-version');
  for (let tap = 0; tap < 5; tap += 1) await version.click();
  await expect(page.getByText('Perangkat ini tidak terdaftar untuk opsi pengembang')).toBeVisible();
  await expect(page.getByTestId('account-developer-options')).toHaveCount(0);
  await page.goto('/platform/developerOptions');
  await expect(page).toHaveURL(/\/platform\/home\/account$/);
});
