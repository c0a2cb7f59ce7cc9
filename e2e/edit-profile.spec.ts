import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { logInWithDemoCode } from './login.js';
import { gradientPng } from './png.js';
import { closeHomePopupWhenShown } from './home-popup.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.17' } });

test.beforeEach(async ({ page }) => closeHomePopupWhenShown(page));

const IMAGE_SIDE = 300;

test('edit the nickname and upload an avatar through the cropper', async ({ page }) => {
  const failures = watchApiFailures(page);
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, '081298765101');
  await expect(page.getByTestId('account-name')).toContainText('812****5101');

  await page.getByTestId('account-edit-profile').click();
  await expect(page.getByTestId('edit-profile-page')).toBeVisible();
  await expect(page.getByTestId('edit-profile-phone')).toContainText('+62');

  const nickname = page.getByTestId('edit-profile-nickname').locator('input');
  await nickname.fill('Sari Lahap');

  await page.getByTestId('edit-profile-avatar-input').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: gradientPng(IMAGE_SIDE, IMAGE_SIDE),
  });
  const cropper = page.getByTestId('avatar-cropper');
  await expect(cropper).toBeVisible();
  await expect(cropper.locator('.cropper-crop-box')).toBeVisible();
  await expect(page.getByTestId('avatar-cropper-preview')).toBeVisible();
  await page.getByTestId('avatar-cropper-apply').click();
  await expect(cropper).toBeHidden();

  const avatar = page.getByTestId('edit-profile-avatar-image');
  await expect(avatar).toHaveAttribute('src', /^\/api\/images\//);
  const uploaded = await avatar.getAttribute('src');

  await page.getByTestId('edit-profile-save').click();
  await expect(page).toHaveURL((url) => url.pathname === '/platform/home/account');
  await expect(page.getByTestId('account-name')).toHaveText('Sari Lahap');
  const shown = page.getByTestId('account-profile').locator('img');
  await expect(shown).toHaveAttribute('src', uploaded ?? 'missing');
  // The stored image really decodes in the browser.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(failures).toEqual([]);
});
