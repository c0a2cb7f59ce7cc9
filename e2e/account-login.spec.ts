import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { logInWithDemoCode } from './login.js';
import { closeHomePopupWhenShown } from './home-popup.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.13' } });

test.beforeEach(async ({ page }) => closeHomePopupWhenShown(page));

test('log in from the account tab with the demo code, stay logged in, then log out', async ({ page }) => {
  const failures = watchApiFailures(page);
  await page.goto('/platform/home/account');
  await expect(page.getByTestId('login-prompt')).toBeVisible();

  await logInWithDemoCode(page, '081298765001');
  const userId = page.getByTestId('account-user-id');
  await expect(userId).toContainText(/U\d{12}/);
  await expect(page.getByTestId('account-name')).toContainText('812****5001');
  const shownId = /U\d{12}/.exec((await userId.textContent()) ?? '')?.[0];

  await page.reload();
  await expect(page.getByTestId('account-user-id')).toContainText(shownId ?? 'missing');

  await page.getByTestId('account-settings').click();
  await expect(page.getByTestId('settings-page')).toBeVisible();
  await page.getByTestId('settings-logout').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/platform/home/account');
  await expect(page.getByTestId('login-prompt')).toBeVisible();
  await expect(page.getByTestId('account-profile')).toHaveCount(0);
  expect(failures).toEqual([]);
});

test('the orders tab prompt opens the login sheet, and the terms link keeps it for later', async ({
  page,
}) => {
  await page.goto('/platform/home/order');
  await page.getByTestId('login-prompt-button').click();
  const sheet = page.getByTestId('login-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('login-terms-link').click();
  await expect(page.getByTestId('login-protocol-page')).toContainText('UU No. 8/1999');
  await expect(sheet).toBeHidden();
  await page.goBack();
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('login-sheet-close').click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('login-prompt')).toBeVisible();
});

test('a busy device solves the proof-of-work challenge and still gets its code', async ({ page }) => {
  const challengeTokens: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/account/sendCode')) return;
    const body = request.postDataJSON() as { challengeToken?: string };
    challengeTokens.push(body.challengeToken);
  });
  await page.goto('/platform/home/account');
  await page.getByTestId('login-prompt-button').click();
  const sheet = page.getByTestId('login-sheet');
  // Three codes are free per device and six per address; past either, a send asks for a challenge
  // first (the journeys before this one have sent codes from this address too).
  const phones = ['081298765011', '081298765012', '081298765013', '081298765014'];
  for (const phone of phones) {
    await sheet.getByTestId('login-phone-input').locator('input').fill(phone);
    await sheet.getByTestId('login-get-code').click();
    await expect(sheet.getByTestId('login-demo-code')).toBeVisible({ timeout: 20_000 });
    await sheet.getByTestId('login-change-phone').click();
  }
  // Each send the server refused for want of a challenge was resent at once with a solution.
  const solved = challengeTokens.filter((token) => token !== undefined);
  expect(challengeTokens).toHaveLength(phones.length + solved.length);
  challengeTokens.forEach((token, index) => {
    if (token !== undefined) expect(challengeTokens[index - 1], `send ${index}`).toBeUndefined();
  });
  for (const token of solved) expect(token).toMatch(/^[A-Za-z0-9+/=]+$/);
  // The fourth code of one device always needs one.
  expect(challengeTokens.at(-1)).toMatch(/^[A-Za-z0-9+/=]+$/);
  await expect(sheet.getByTestId('login-error')).toHaveCount(0);
});

test('a logged-in user switches to Chinese and back, staying logged in, with the web menu', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, '081298765002');
  const userId = page.getByTestId('account-user-id');
  await expect(userId).toContainText(/U\d{12}/);

  await page.getByTestId('language-picker').click();
  await page.getByText('中文', { exact: true }).click();
  await expect(page.getByTestId('tab-bar')).toContainText('我的');
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  await expect(page.getByTestId('account-customer-service')).toContainText('客服');
  await expect(userId).toContainText('用户');

  await page.getByTestId('language-picker').click();
  await page.getByText('Bahasa Indonesia', { exact: true }).click();
  await expect(page.getByTestId('tab-bar')).toContainText('Akun');
  await expect(page.locator('html')).toHaveAttribute('lang', /^id/);
  await expect(page.getByTestId('account-customer-service')).toContainText('Layanan Pelanggan');
  await expect(userId).toContainText(/U\d{12}/);
  // A production build in a browser has no invitation entry (spec §2: test/dev builds or native only)
  // and no notification warning (native only).
  await expect(page.getByTestId('account-invitation-theme')).toHaveCount(0);
  await expect(page.getByTestId('notification-warning')).toHaveCount(0);
  expect(failures).toEqual([]);
});
