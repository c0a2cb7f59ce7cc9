import { expect, test } from '@playwright/test';

// The near-you screens as a guest sees them, on the demo city (measured from central Jakarta).

test('operational delivery opens a store’s delivery flow on the ordering site', async ({ page }) => {
  await page.goto('/platform/operationalDelivery');
  const order = page.getByTestId('delivery-order').first();
  await expect(order).toHaveAttribute('href', /\/menuQr\?qrCodeId=[^&]+&orderFoodType=1$/);
});

test('hot products ranks the vouchers sold near the customer', async ({ page }) => {
  await page.goto('/platform/hotProducts');
  await expect(page.getByTestId('hot-product').first()).toBeVisible();
});

test('the download page offers the app store', async ({ page }) => {
  await page.goto('/platform/downloadLahap?is_force_app=1');
  await expect(
    page.getByTestId('download-android').or(page.getByTestId('download-ios')).first(),
  ).toBeVisible();
});
