import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { closeHomePopupWhenShown, dismissHomePopups } from './home-popup.js';
import { logInWithDemoCode } from './login.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.18' } });

const GRAND_INDONESIA = { latitude: -6.1951, longitude: 106.82 };

test.use({ permissions: ['geolocation'], geolocation: GRAND_INDONESIA });

test('a customer claims a coupon from a home store card; it stays Use and opens the coupon', async ({
  page,
}) => {
  await closeHomePopupWhenShown(page);
  const failures = watchApiFailures(page);
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, '081298765501');

  await page.goto('/');
  // The red packet comes up for this customer's first visit; a tap as it comes up would land on
  // it rather than on the card.
  await dismissHomePopups(page);
  const nearby = page.getByTestId('home-nearby-list');
  const claimable = nearby
    .getByTestId('store-card-coupon')
    .filter({ has: page.getByTestId('coupon-claim') })
    .first();
  await expect(claimable).toBeVisible();
  const batchId = await claimable.getAttribute('data-batch-id');
  expect(batchId).toMatch(/^\d+$/);
  const coupon = nearby.locator(`[data-testid="store-card-coupon"][data-batch-id="${batchId}"]`);
  const claim = coupon.getByTestId('coupon-claim');
  await expect(claim).toHaveAccessibleName(/^Ambil: Potongan Rp [\d.]+$/);

  await claim.click();
  await expect(page.getByText('Berhasil diambil')).toBeVisible();
  const use = coupon.getByTestId('coupon-use');
  await expect(use).toHaveText('Pakai');
  await expect(use).toHaveAttribute('href', /^\/platform\/couponDetail\?couponId=\d+$/);
  const href = await use.getAttribute('href');
  await expectNoSeriousAxeViolations(page);

  // The server tells the home what the customer holds: Use again on the next visit.
  await page.reload();
  await expect(use).toHaveAttribute('href', href ?? '');
  await use.click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
  await expect(page.getByTestId('coupon-detail')).toHaveAttribute('data-business', 'SAAS');
  await expect(page.getByTestId('counter-code-text')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  expect(failures).toEqual([]);
});
