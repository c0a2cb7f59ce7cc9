import { type Locator, type Page, expect, test } from '@playwright/test';
import { boxOf, holdScripts } from './first-paint.js';

/** A voucher of the demo's flash sale, opened from a shared link. */
const VOUCHER = '/platform/groupCouponDetail?skuId=60000001';
/** The flash deal page without a page id: the demo's current or next sale. */
const FLASH_DEAL = '/platform/flashDeal';

/**
 * Opens `url` with the app's code held back and reads what the server drew: the bar (its title
 * and its button) and the image, once it has arrived. Answers the boxes, the image's address, and
 * a function letting the code go.
 */
async function readDrawing(page: Page, url: string, placement: string, title: string) {
  const releaseScripts = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  const drawing = page.locator(`#lahap-first-paint-hero[data-placement="${placement}"]`);
  const image = drawing.locator('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  await expect(drawing.locator('.lahap-page-bar-title')).toHaveText(title);
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/api\/images\/.+\?w=780$/);
  return {
    drawing,
    src: src!,
    boxes: {
      bar: await boxOf(drawing.locator('.lahap-page-bar')),
      title: await boxOf(drawing.locator('.lahap-page-bar-title')),
      button: await boxOf(drawing.locator('.lahap-page-bar-button')),
      image: await boxOf(image),
    },
    releaseScripts,
  };
}

/** The page's own bar and `image` lie exactly where the drawing put them, showing the same image, and the drawing is gone. */
async function expectTakenOver(page: Page, drawn: Awaited<ReturnType<typeof readDrawing>>, image: Locator) {
  await expect(image).toBeVisible();
  await expect(drawn.drawing).toHaveCount(0);
  const bar = page.getByTestId('nav-bar');
  expect(await boxOf(bar)).toEqual(drawn.boxes.bar);
  expect(await boxOf(bar.locator('h1'))).toEqual(drawn.boxes.title);
  expect(await boxOf(page.getByTestId('nav-bar-home'))).toEqual(drawn.boxes.button);
  expect(await boxOf(image)).toEqual(drawn.boxes.image);
  await expect(image).toHaveAttribute('src', drawn.src);
}

test("a shared voucher link draws the page's bar and first picture before the app loads, and the page takes over in the same place", async ({
  page,
}) => {
  const drawn = await readDrawing(page, VOUCHER, 'gallery', 'Detail Voucher');
  drawn.releaseScripts();
  await expectTakenOver(page, drawn, page.getByTestId('product-gallery-image').first());
});

test('a voucher link that names nothing shows the error without the drawing staying', async ({ page }) => {
  await page.goto('/platform/groupCouponDetail?skuId=60000001&isFlashSale=true');
  await expect(page.getByTestId('group-coupon-parameter-error')).toBeVisible();
  await expect(page.locator('#lahap-first-paint-hero')).toHaveCount(0);
});

test("a shared flash deal link draws the page's bar and the sale's banner before the app loads, and the page takes over in the same place", async ({
  page,
}) => {
  const drawn = await readDrawing(page, FLASH_DEAL, 'flash', 'Flash Sale');
  drawn.releaseScripts();
  await expectTakenOver(page, drawn, page.getByTestId('flash-hero').locator('img'));
  await expect(page.getByTestId('flash-list').locator('li').first()).toBeVisible();
});
