import { expect, test } from '@playwright/test';
import { boxOf, holdScripts } from './first-paint.js';

/** A voucher of the demo's flash sale, opened from a shared link. */
const VOUCHER = '/platform/groupCouponDetail?skuId=60000001';

test("a shared voucher link draws the page's bar and first picture before the app loads, and the page takes over in the same place", async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page);
  await page.goto(VOUCHER, { waitUntil: 'commit' });
  const drawing = page.locator('#lahap-first-paint-hero[data-placement="gallery"]');
  const drawnImage = drawing.locator('img');
  await expect(drawnImage).toBeVisible();
  await expect
    .poll(() => drawnImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect(drawing.locator('.lahap-page-bar-title')).toHaveText('Detail Voucher');
  const drawn = {
    bar: await boxOf(drawing.locator('.lahap-page-bar')),
    title: await boxOf(drawing.locator('.lahap-page-bar-title')),
    button: await boxOf(drawing.locator('.lahap-page-bar-button')),
    image: await boxOf(drawnImage),
  };
  const drawnSrc = await drawnImage.getAttribute('src');
  expect(drawnSrc).toMatch(/^\/api\/images\/.+\?w=780$/);

  releaseScripts();
  const image = page.getByTestId('product-gallery-image').first();
  await expect(image).toBeVisible();
  await expect(drawing).toHaveCount(0);
  // The page's own bar and picture lie exactly where the drawing put them, showing the same image.
  const bar = page.getByTestId('nav-bar');
  expect(await boxOf(bar)).toEqual(drawn.bar);
  expect(await boxOf(bar.locator('h1'))).toEqual(drawn.title);
  expect(await boxOf(page.getByTestId('nav-bar-home'))).toEqual(drawn.button);
  expect(await boxOf(image)).toEqual(drawn.image);
  await expect(image).toHaveAttribute('src', drawnSrc!);
});

test('a voucher link that names nothing shows the error without the drawing staying', async ({ page }) => {
  await page.goto('/platform/groupCouponDetail?skuId=60000001&isFlashSale=true');
  await expect(page.getByTestId('group-coupon-parameter-error')).toBeVisible();
  await expect(page.locator('#lahap-first-paint-hero')).toHaveCount(0);
});
