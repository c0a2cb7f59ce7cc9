import { type Browser, expect, type Page, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { closeHomePopupWhenShown } from './home-popup.js';
import { logInToStaffConsole, logInWithDemoCode, phoneForAttempt } from './login.js';
import { buyVoucherAtStore } from './purchase.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.14' } });

test.describe.configure({ timeout: 120_000 });

/** The demo's store with many vouchers, whose staff member logs into the staff console. */
const STORE_ID = '10000195';

/** Logs the store's staff into the staff console in a browser of their own (the counter's tablet). */
async function openStaffConsole(browser: Browser): Promise<Page> {
  const counter = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const staff = await counter.newPage();
  await staff.goto('/staff');
  await logInToStaffConsole(staff);
  return staff;
}

test('a bought voucher is found in the useable tab, redeemed by the store staff at the counter, and moves to used', async ({
  page,
  browser,
}) => {
  await closeHomePopupWhenShown(page);
  const failures = watchApiFailures(page);
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, phoneForAttempt('081298765431', test.info()));
  const orderId = await buyVoucherAtStore(page, STORE_ID, 0);

  // The useable sub-tab lists the order; its footer says how many days are left.
  await page.goto('/platform/home/order?key=useable');
  const card = page.getByTestId('order-panel-useable').getByTestId('order-card').first();
  await expect(card.getByTestId('order-card-status')).toHaveText('Bisa dipakai');
  await expect(card.getByTestId('order-card-footer')).toContainText(/Sisa \d+ hari/);
  await expectNoSeriousAxeViolations(page);
  await card.getByTestId('order-card-view').click();
  await expect(page).toHaveURL(new RegExp(`/platform/groupCouponOrderDetail\\?orderId=${orderId}`));

  // The voucher's code turns every 30 s; the counter types what the screen shows now.
  const codeText = page.getByTestId('voucher-code-1-text');
  await expect(codeText).toHaveText(/^1\d{3} \d{4} \d{4} \d{4}$/);
  await expectNoSeriousAxeViolations(page);

  const staff = await openStaffConsole(browser);
  await expectNoSeriousAxeViolations(staff);
  // A retry meets the same server, where the store already redeemed the first attempt's voucher.
  await staff.goto('/staff/today');
  await expect(staff.getByTestId('today-total')).toHaveText(/^\d+$/);
  const totalBefore = Number(await staff.getByTestId('today-total').textContent());
  await staff.goto('/staff');
  // Kept: once redeemed, the customer's screen may take the code away before the second try below.
  const shownCode = (await codeText.textContent()) ?? '';
  await staff.getByTestId('code-entry-input').fill(shownCode);
  await staff.getByTestId('code-entry-submit').click();
  await expect(staff.getByTestId('redeem-name')).toBeVisible();
  await expectNoSeriousAxeViolations(staff);
  await staff.getByTestId('redeem-confirm').click();
  await expect(staff.getByTestId('redeem-done')).toBeVisible();

  // The same code again is refused: a voucher is redeemed once.
  await staff.getByTestId('redeem-scan-next').click();
  await staff.goto('/staff');
  await staff.getByTestId('code-entry-input').fill(shownCode);
  await staff.getByTestId('code-entry-submit').click();
  await expect(staff.getByTestId('redeem-block').or(staff.getByTestId('redeem-refused'))).toBeVisible();
  await staff.goto('/staff/today');
  await expect(staff.getByTestId('today-total')).toHaveText(String(totalBefore + 1));
  await staff.context().close();

  // The customer's screen, still open, sees the redemption; the order moves to used.
  await expect(page.getByTestId('voucher-redeemed-notice')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('voucher-1').getByTestId('voucher-status')).toHaveText('Sudah dipakai');
  await page.goto('/platform/home/order');
  await expect(
    page.getByTestId('order-panel-all').getByTestId('order-card').first().getByTestId('order-card-status'),
  ).toHaveText('Sudah dipakai');
  expect(failures).toEqual([]);
});

test('an unused voucher is refunded from its order and the money history shows it', async ({ page }) => {
  await closeHomePopupWhenShown(page);
  const failures = watchApiFailures(page);
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, phoneForAttempt('081298765432', test.info()));
  const orderId = await buyVoucherAtStore(page, STORE_ID, 1);

  await page.goto(`/platform/groupCouponOrderDetail?orderId=${orderId}`);
  await expect(page.getByTestId('voucher-1').getByTestId('voucher-status')).toHaveText('Bisa dipakai');
  await page.getByTestId('order-refund').click();
  const sheet = page.getByTestId('refund-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('refund-reason-CHANGED_PLANS').click();
  const total = (await sheet.getByTestId('refund-total').textContent()) ?? '';
  expect(total).toMatch(/Rp [\d.]+/);
  await expectNoSeriousAxeViolations(page);
  await sheet.getByTestId('refund-submit').click();

  await expect(page.getByTestId('voucher-1').getByTestId('voucher-status')).toHaveText('Dikembalikan');
  const history = page.getByTestId('order-history').getByTestId('order-history-item');
  await expect(history).toHaveCount(2);
  await expect(history.nth(1).getByTestId('order-history-amount')).toContainText(
    total.replace(/^.*(Rp [\d.]+).*$/, '$1'),
  );
  await page.goto('/platform/home/order');
  await expect(
    page.getByTestId('order-panel-all').getByTestId('order-card').first().getByTestId('order-card-status'),
  ).toHaveText('Dikembalikan');
  expect(failures).toEqual([]);
});
