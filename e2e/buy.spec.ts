import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { closeHomePopupWhenShown, homePopupTurn } from './home-popup.js';
import { logInOnSheet, logInWithDemoCode, phoneForAttempt } from './login.js';
import { payInSandboxBank } from './purchase.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.15' } });

test.describe.configure({ timeout: 90_000 });

test('a voucher bought with a red envelope and paid by QRIS in the sandbox bank lands on purchase success', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, phoneForAttempt('081298765421', test.info()));
  await expect(page.getByTestId('account-profile')).toBeVisible();

  // The home's red packet gives three red envelopes; the Rp 5.000 one works from Rp 25.000.
  await page.goto('/');
  expect(await homePopupTurn(page)).toBe('redPacket');
  const packet = page.getByTestId('red-packet-dialog');
  await expect(packet).toHaveAttribute('data-armed', 'true');
  await packet.getByTestId('red-packet-open').click();
  await packet.getByTestId('red-packet-wallet').click();
  const envelope = page.getByTestId('coupon-list').getByTestId('coupon-card').filter({ hasText: 'Rp 5.000' });
  await envelope.getByTestId('coupon-open').click();
  await page.getByTestId('coupon-products-link').click();

  // What the envelope can buy: Buy Now goes to confirm order with the envelope on it.
  await expect(page).toHaveURL(/\/platform\/redEnvelopeProducts\?couponId=\d+/);
  const product = page
    .getByTestId('envelope-product')
    .filter({ has: page.locator('a[data-testid="envelope-product-buy"]') });
  await product.first().getByTestId('envelope-product-buy').click();

  await expect(page).toHaveURL(/\/platform\/confirmOrder\?.*redEnvelopeId=\d+/);
  const breakdown = page.getByTestId('order-breakdown').or(page.getByTestId('checkout'));
  await expect(breakdown.getByTestId('breakdown-discount').filter({ hasText: 'Rp 5.000' })).toBeVisible();
  const payable = (await page.getByTestId('breakdown-payable').textContent()) ?? '';
  expect(payable).toMatch(/Rp \d/);
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('submit-order').click();

  // The cashier, then QRIS: the pay code draws the payload; the demo's sandbox bank pays it.
  await expect(page).toHaveURL(/\/platform\/payPage\/cashier\?orderId=\d+/);
  await expect(page.getByTestId('cashier-amount')).toHaveText(payable.replace(/^.*(Rp [\d.]+).*$/, '$1'));
  await page.getByTestId('pay-method-QRIS').click();
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/\/platform\/payPage\/payCode\?box=\d+&partnerCode=\w+&orderId=\d+/);
  await expect(page.getByTestId('qris-code')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('pay-code-sandbox').click();
  await payInSandboxBank(page);

  await expect(page).toHaveURL(/\/platform\/purchaseSuccessPage\?orderId=\d+/, { timeout: 15_000 });
  await expect(page.getByTestId('purchase-success-title')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // "Use now" opens the paid order.
  await page.getByRole('link', { name: 'Pakai sekarang' }).click();
  await expect(page).toHaveURL(/\/platform\/groupCouponOrderDetail\?orderId=\d+/);
  await expect(page.getByTestId('order-status-title')).toHaveText('Bisa dipakai');
  await expect(page.getByTestId('voucher-code-1-text')).toHaveText(/^1\d{3} \d{4} \d{4} \d{4}$/);
  await expectNoSeriousAxeViolations(page);
  expect(failures).toEqual([]);
});

test('a voucher bought in the live flash sale, paid with an e-wallet through the sandbox bank', async ({
  page,
}) => {
  await closeHomePopupWhenShown(page);
  const failures = watchApiFailures(page);
  await page.goto('/platform/flashDeal');
  const item = page.getByTestId('flash-item').filter({ has: page.locator('[data-disabled="false"]') });
  await item.first().locator('a').first().click();

  await expect(page).toHaveURL(/\/platform\/groupCouponDetail\?.*isFlashSale=true/);
  await expect(page.getByTestId('flash-countdown').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('buy-now').click();
  await logInOnSheet(page, '081298765422');

  await expect(page).toHaveURL(/\/platform\/confirmOrder\?.*isFlashSale=true/);
  await expect(page.getByTestId('breakdown-discount').first()).toContainText(/Flash Sale/);
  await page.getByTestId('submit-order').click();

  await expect(page).toHaveURL(/\/platform\/payPage\/cashier/);
  await page.getByTestId('pay-method-GOPAY').click();
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/\/platform\/payPage\/payCode/);
  await page.getByTestId('pay-code-open-wallet').click();
  await payInSandboxBank(page);
  await expect(page).toHaveURL(/\/platform\/purchaseSuccessPage\?orderId=\d+/, { timeout: 15_000 });
  await expect(page.getByTestId('purchase-success-title')).toBeVisible();
  expect(failures).toEqual([]);
});
