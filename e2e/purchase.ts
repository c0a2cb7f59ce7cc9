import { expect, type Page } from '@playwright/test';

/** In the sandbox's bank-app page: Pay, then back to Lahap, where the pay code sees the payment. */
export async function payInSandboxBank(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/);
  await expect(page.getByRole('status')).toContainText('Menunggu persetujuanmu');
  await page.getByRole('button', { name: 'Bayar · Pay' }).click();
  await expect(page.getByRole('status')).toContainText('Pembayaran berhasil');
  await page.getByRole('link', { name: 'Kembali ke Lahap · Back to Lahap' }).click();
}

/**
 * Buys one of a store's dine-out vouchers (its `nth` on the store page) as the logged-in
 * customer, paying with GoPay in the sandbox bank; ends on purchase success and answers the order id.
 */
export async function buyVoucherAtStore(page: Page, storeId: string, nth: number): Promise<string> {
  await page.goto(`/platform/merchant?storeId=${storeId}`);
  // The store page's first-visit hint points at the favourite button until it is dismissed.
  const hint = page.getByTestId('favourite-hint-got-it');
  await page.addLocatorHandler(hint, async () => {
    await hint.click();
  });
  return buyVoucherOnStorePage(page, nth);
}

/**
 * Buys the `nth` voucher of the store page already open, paying with GoPay in the sandbox bank;
 * ends on purchase success and answers the order id.
 */
export async function buyVoucherOnStorePage(page: Page, nth: number): Promise<string> {
  await page.getByTestId('store-product-open').nth(nth).click();
  await expect(page).toHaveURL(/\/platform\/groupCouponDetail\?/);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/platform\/confirmOrder\?/);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/platform\/payPage\/cashier/);
  await page.getByTestId('pay-method-GOPAY').click();
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/\/platform\/payPage\/payCode/);
  await page.getByTestId('pay-code-open-wallet').click();
  await payInSandboxBank(page);
  await expect(page).toHaveURL(/\/platform\/purchaseSuccessPage\?orderId=\d+/, { timeout: 15_000 });
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}
