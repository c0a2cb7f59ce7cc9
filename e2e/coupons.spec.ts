import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { closeHomePopupWhenShown, homePopupTurn } from './home-popup.js';
import { logInOnSheet, logInWithDemoCode } from './login.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.16' } });

/** A demo store with claimable coupons, and the first of the README's claim links. */
const BEBEK_KALEYO_TAMAN_ANGGREK = '10000195';
const CLAIM_LINK = '1.1830272399.E52D8z56BqXx2qLBPR1BBhAUkhju2_gY9uShbQxzdZs';

test('a coupon claimed on a store page, found in My coupons with its footer, opens to its counter code and QR', async ({
  page,
}) => {
  await closeHomePopupWhenShown(page);
  const failures = watchApiFailures(page);
  await page.goto(`/platform/merchant?storeId=${BEBEK_KALEYO_TAMAN_ANGGREK}`);
  await page.getByTestId('favourite-hint-got-it').click();
  const card = page.getByTestId('store-discount-list').getByTestId('coupon-batch-card').first();
  const batchId = await card.getAttribute('data-batch-id');
  await card.getByTestId('coupon-claim').click();
  await logInOnSheet(page, '081298765401');
  await expect(card.getByTestId('coupon-use')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/platform/myCouponList');
  const wallet = page.getByTestId('coupon-list');
  await expect(wallet).toHaveAttribute('data-business', 'SAAS');
  const claimed = wallet.getByTestId('coupon-card');
  await expect(claimed).toHaveCount(1);
  // Valid for 7 or 14 days: more than five days left shows the end date.
  await expect(claimed.getByTestId('coupon-footer')).toHaveText(/\d{2}-\d{2}-\d{4}/);
  await expectNoSeriousAxeViolations(page);
  await claimed.getByTestId('coupon-open').click();

  await expect(page).toHaveURL(/\/platform\/couponDetail\?couponId=\d+/);
  const detail = page.getByTestId('coupon-detail');
  await expect(detail).toHaveAttribute('data-business', 'SAAS');
  await expect(page.getByTestId('counter-code-text')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  await expect(page.getByTestId('counter-code-qr')).toBeVisible();
  await expect(page.getByTestId('coupon-rules').locator('li')).not.toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  expect(batchId).toMatch(/^\d+$/);
  expect(failures).toEqual([]);
});

test('a red packet opened on home leaves its envelopes in the wallet', async ({ page }) => {
  const failures = watchApiFailures(page);
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, '081298765402');
  await expect(page.getByTestId('account-profile')).toBeVisible();

  await page.goto('/');
  expect(await homePopupTurn(page)).toBe('redPacket');
  const packet = page.getByTestId('red-packet-dialog');
  await expect(packet).toHaveAttribute('data-armed', 'true');
  await packet.getByTestId('red-packet-open').click();
  await expect(packet.getByTestId('red-packet-envelope')).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);
  await packet.getByTestId('red-packet-wallet').click();

  await expect(page).toHaveURL(/\/platform\/myCouponList\?tab=redEnvelope/);
  const envelopes = page.getByTestId('coupon-list');
  await expect(envelopes).toHaveAttribute('data-business', 'LOCAL_LIFE');
  await expect(envelopes.getByTestId('coupon-card')).toHaveCount(3);
  await expect(envelopes).toContainText('Rp 20.000');
  await expectNoSeriousAxeViolations(page);
  expect(failures).toEqual([]);
});

test('a claim link gives its coupon once: opened again by its customer, it leads to the same coupon', async ({
  page,
}) => {
  await closeHomePopupWhenShown(page);
  const failures = watchApiFailures(page);
  await page.goto(`/platform/couponDetail?token=${CLAIM_LINK}`);
  await page.getByTestId('coupon-token-claim-button').click();
  await logInOnSheet(page, '081298765403');
  await expect(page).toHaveURL(/\/platform\/couponDetail\?couponId=\d+/);
  await expect(page.getByTestId('counter-code-text')).toBeVisible();
  const first = page.url();

  await page.goto(`/platform/couponDetail?token=${CLAIM_LINK}`);
  await page.getByTestId('coupon-token-claim-button').click();
  await expect(page).toHaveURL(first);
  expect(failures).toEqual([]);
});
