import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.js';
import { logInToStaffConsole } from './login.js';
import { waitOutToast } from './toast.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.20' } });

/**
 * A pickup from the staff console's store: a customer scans its pickup QR, fills a basket, picks
 * the first time offered (the store's pickup hours are 10:00–22:00 Jakarta time; outside them the
 * checkout offers the next opening's times, so the run does not depend on the hour), pays by QRIS
 * (the sandbox bank approves it) and gets a pickup number; the kitchen's "Pickup & delivery" tab
 * accepts the order and marks it ready, and the customer's page says it is ready.
 */

const PICKUP_QR = 'QR10000195P';

async function addFirstDishes(page: Page, count: number): Promise<void> {
  const dishes = page.locator('[data-testid^="ordering-dish-"]:not([data-sold-out="true"])');
  for (let index = 0; index < count; index += 1) {
    await dishes.nth(index).getByTestId('ordering-add').click();
    const sheet = page.getByTestId('ordering-add-sheet');
    await expect(sheet).toBeVisible();
    if (index === 0) await sheet.getByTestId('ordering-add-note').fill('Not too spicy');
    await sheet.getByTestId('ordering-add-submit').click();
    await expect(sheet).toBeHidden();
    await waitOutToast(page, 'added to the cart');
  }
}

test('a pickup is ordered, paid by QRIS and followed until the kitchen marks it ready', async ({
  browser,
}) => {
  test.slow();
  const customer = await browser.newContext();
  await customer.addInitScript(() => localStorage.setItem('lahap_locale', 'en-US'));
  const page = await customer.newPage();
  await page.goto(`/menuQr?qrCodeId=${PICKUP_QR}&orderFoodType=2`);
  await expect(page.getByTestId('ordering-channel')).toHaveText('Pickup');
  await expect(page.getByTestId('ordering-join-sheet')).toHaveCount(0);

  await addFirstDishes(page, 2);
  await expect(page.getByTestId('ordering-cart-count')).toHaveText('2');
  await page.getByTestId('ordering-cart-bar').click();
  await expect(page.getByTestId('ordering-basket-sheet').locator('li')).toHaveCount(2);
  await page.getByTestId('ordering-basket-checkout').click();

  const checkout = page.getByTestId('ordering-checkout');
  await expect(checkout).toBeVisible();
  const time = checkout.getByTestId('ordering-pickup-time');
  // The first time offered: today's, or the next opening's when the store is closed now.
  await expect(time.locator('option').first()).toHaveText(/^(Today|Tomorrow), \d\d:\d\d$/);
  await expect(checkout.getByTestId('ordering-method-QRIS')).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  const payable = (await checkout.getByTestId('ordering-payable').textContent()) ?? '';
  await checkout.getByTestId('ordering-checkout-submit').click();

  await expect(page).toHaveURL(/\/menuQr\/order\?orderId=\d+$/);
  const pickupNo = (await page.getByTestId('ordering-pickup-no').textContent()) ?? '';
  expect(pickupNo).toMatch(/^\d+$/);
  await expect(page.getByTestId('ordering-order-status')).toHaveText('Unpaid');
  await expect(page.getByTestId('ordering-payable')).toHaveText(payable);
  await expect(page.getByTestId('qris-code')).toBeVisible();
  await expect(page.getByTestId('ordering-order-step-UNPAID')).toHaveAttribute('aria-current', 'step');
  await expectNoSeriousAxeViolations(page);

  // The bank approves the QRIS payment once it is scanned; the page hears it by polling.
  const sandboxPage = (await page.getByTestId('ordering-sandbox-link').getAttribute('href')) ?? '';
  expect(sandboxPage).toMatch(/^\/sandbox\/pay\/\d+$/);
  const approved = await page.request.post(`${sandboxPage}/approve`, { maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  await expect(page.getByTestId('ordering-order-status')).toHaveText('Paid', { timeout: 15_000 });
  await expect(page.getByTestId('ordering-pay-panel')).toHaveCount(0);

  const counter = await browser.newContext();
  await counter.addInitScript(() => localStorage.setItem('lahap_locale', 'en-US'));
  const staff = await counter.newPage();
  await staff.goto('/staff');
  await logInToStaffConsole(staff);
  await staff.goto('/staff/kitchen');
  await staff.getByTestId('kitchen-tab-orders').click();
  await expect(staff).toHaveURL(/\/staff\/kitchen\/orders$/);
  const card = (status: string) =>
    staff
      .locator(`[data-testid="kitchen-food-order"][data-status="${status}"]`)
      .filter({ has: staff.getByRole('heading', { name: `Pickup #${pickupNo}`, exact: true }) });
  await expect(card('PAID')).toBeVisible();
  await expect(card('PAID').getByTestId('kitchen-line')).toHaveCount(2);
  await expect(card('PAID')).toContainText('Not too spicy');
  await expectNoSeriousAxeViolations(staff);
  await card('PAID').getByTestId('kitchen-food-step').click();
  await expect(card('ACCEPTED')).toBeVisible();
  await expect(page.getByTestId('ordering-order-status')).toHaveText('Preparing', { timeout: 10_000 });
  await card('ACCEPTED').getByTestId('kitchen-food-step').click();
  await expect(card('READY')).toBeVisible();
  await expect(card('READY').getByTestId('kitchen-food-step')).toHaveText('Mark completed');

  await expect(page.getByTestId('ordering-order-status')).toHaveText('Ready', { timeout: 10_000 });
  await expect(page.getByTestId('ordering-order-note')).toContainText(
    'Give your pickup number at the counter',
  );
  await expect(page.getByTestId('ordering-order-step-READY')).toHaveAttribute('aria-current', 'step');
  await expectNoSeriousAxeViolations(page);

  await customer.close();
  await counter.close();
});
