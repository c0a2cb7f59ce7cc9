import { expect, test } from '@playwright/test';
import { enterDemoCode, logInWithDemoCode } from './login.js';
import { closeHomePopupWhenShown } from './home-popup.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.12' } });

test.beforeEach(async ({ page }) => closeHomePopupWhenShown(page));

/** A number no earlier run has registered, so the 30-day block never leaks between runs. */
function freshPhone(): string {
  return `81${String(Date.now()).slice(-9)}`;
}

test('deleting the account logs out and blocks re-registering the number', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, phone);

  await page.getByTestId('account-settings').click();
  await page.getByTestId('settings-delete-account').click();
  await expect(page.getByTestId('deletion-declaration-page')).toBeVisible();
  await expect(page.getByTestId('deletion-declaration-next')).toBeDisabled();
  await page.getByTestId('deletion-agree').locator('.adm-checkbox-icon').click();
  await page.getByTestId('deletion-declaration-next').click();

  await expect(page.getByTestId('deletion-forfeits')).toBeVisible();
  await page.getByTestId('deletion-assets-next').click();

  await expect(page.getByTestId('deletion-phone')).toContainText(phone.slice(-4));
  await page.getByTestId('deletion-get-code').click();
  await expect(page).toHaveURL(/accountDeletionSubmit\?processToken=/);
  const hint = page.getByTestId('deletion-demo-code');
  await expect(hint).toContainText(/\d{6}/);
  const code = /\d{6}/.exec((await hint.textContent()) ?? '')?.[0] ?? '';

  const next = page.getByTestId('deletion-submit-next');
  await expect(next).toBeDisabled();
  await page.getByTestId('deletion-code-input').locator('input').focus();
  await page.keyboard.type(code);
  await expect(next).toBeEnabled();
  await next.click();
  await page.getByRole('dialog').getByRole('button').last().click();

  await expect(page).toHaveURL(/\/$/);
  await page.goto('/platform/home/account');
  await expect(page.getByTestId('login-prompt-button')).toBeVisible();

  await page.getByTestId('login-prompt-button').click();
  const sheet = page.getByTestId('login-sheet');
  await enterDemoCode(page, phone);
  // Login refuses the number for 30 days (1001006) and the sheet shows the server's message.
  await expect(sheet.getByTestId('login-error')).toBeVisible();
  await expect(sheet).toBeVisible();
});
