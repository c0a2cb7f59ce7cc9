import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { holdScripts } from './first-paint.js';
import { closeHomePopupWhenShown } from './home-popup.js';
import { logInOnSheet } from './login.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.22' } });

/** Demo stores (the seed is the same on every database). The app speaks Indonesian by default. */
const BEBEK_KALEYO_TAMAN_ANGGREK = '10000195'; // more than 3 vouchers and coupons, 12 photos
const POI_STORE_NEAR_GRAND_INDONESIA = '10000221'; // a listed place without a map pin
const GRAND_INDONESIA = { latitude: -6.1951, longitude: 106.82 };

test.use({ permissions: ['geolocation'], geolocation: GRAND_INDONESIA });
test.beforeEach(async ({ page }) => closeHomePopupWhenShown(page));

const merchant = (storeId: string, query = '') => `/platform/merchant?storeId=${storeId}${query}`;

test('a store from home, its coupons and photos, then saved to favourites after logging in', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  await page.goto('/');
  const firstCard = page.getByTestId('home-nearby-list').getByTestId('store-card').first();
  await expect(firstCard).toBeVisible();
  const storeId = await firstCard.getAttribute('data-store-id');
  expect(storeId).toMatch(/^\d+$/);
  // The home's red packet may come up as the card is tapped and take the tap while it fades out:
  // tap again until the store opens.
  await expect(async () => {
    if (!page.url().includes('/platform/merchant')) await firstCard.click({ timeout: 2_000 });
    await expect(page).toHaveURL(new RegExp(`/platform/merchant\\?storeId=${storeId}`), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('store-home-page')).toHaveAttribute('data-store-id', storeId!);
  await expect(page.getByTestId('store-name')).toBeVisible();

  await page.goto(merchant(BEBEK_KALEYO_TAMAN_ANGGREK));
  await expect(page.getByTestId('store-name')).toContainText('Bebek Kaleyo Mal Taman Anggrek');
  // The first visit points at the favourite button once.
  await page.getByTestId('favourite-hint-got-it').click();
  await expect(page.getByTestId('favourite-hint')).toHaveCount(0);

  for (const list of ['store-voucher-list', 'store-discount-list']) {
    const items = page.getByTestId(list).locator(':scope > li');
    await expect(items).toHaveCount(3);
    const toggle = page.getByTestId(`${list}-toggle`);
    await expect(toggle).toHaveText(/Lihat kupon lainnya/);
    await toggle.click();
    expect(await items.count()).toBeGreaterThan(3);
    await expect(toggle).toHaveText(/Tutup/);
  }

  const photos = page.getByTestId('photos-section').getByTestId('photo-tile');
  await expect(photos).toHaveCount(10);
  await photos.first().click();
  const lightbox = page.getByTestId('lightbox');
  await expect(lightbox.getByTestId('lightbox-counter')).toHaveText('1 / 12');
  await lightbox.getByTestId('lightbox-next').click();
  await expect(lightbox.getByTestId('lightbox-counter')).toHaveText('2 / 12');
  await lightbox.getByTestId('lightbox-close').click();
  await expect(lightbox).toHaveCount(0);

  // A guest's favourite asks for a login first, then goes on by itself.
  const favourite = page.getByTestId('store-favourite');
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await logInOnSheet(page, '081298765201');
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  const saved = page.getByTestId('favourite-feedback');
  await expect(saved).toBeVisible();
  await saved.getByTestId('favourite-feedback-view').click();

  await expect(page).toHaveURL(/\/platform\/favoritesList/);
  const favourites = page.getByTestId('favourite-store');
  await expect(favourites).toHaveCount(1);
  await expect(favourites.first()).toContainText('Bebek Kaleyo Mal Taman Anggrek');
  expect(failures).toEqual([]);
});

test("a guest's claim goes on after logging in: the coupon turns to Use and opens its page", async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  await page.goto(merchant(BEBEK_KALEYO_TAMAN_ANGGREK));
  await page.getByTestId('favourite-hint-got-it').click();
  const card = page.getByTestId('store-discount-list').getByTestId('coupon-batch-card').first();
  await expect(card.getByTestId('coupon-limit')).toHaveText(/^Maks\. \d+x per (orang|hari)/);
  await card.getByTestId('coupon-claim').click();
  await logInOnSheet(page, '081298765202');

  const use = card.getByTestId('coupon-use');
  await expect(use).toHaveText('Pakai');
  await expect(page.getByText('Berhasil diambil')).toBeVisible();
  await expect(use).toHaveAttribute('href', /^\/platform\/couponDetail\?couponId=\d+$/);
  // Asked again, the server agrees the coupon is held.
  await page.reload();
  await expect(card.getByTestId('coupon-use')).toBeVisible();
  const href = await card.getByTestId('coupon-use').getAttribute('href');
  await card.getByTestId('coupon-use').click();
  await expect(page).toHaveURL(href!);
  expect(failures).toEqual([]);
});

test('copies the address of a place without a map pin', async ({ page, context }) => {
  await context.grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write']);
  await page.goto(merchant(POI_STORE_NEAR_GRAND_INDONESIA));
  await page.getByTestId('favourite-hint-got-it').click();
  const place = page.getByTestId('store-place');
  await expect(place).toBeVisible();
  await place.click();
  await expect(page.getByText('Alamat disalin')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/Jakarta/);
  expect(copied.length).toBeGreaterThan(10);
});

test('shows the table order block only for the scan channels', async ({ page }) => {
  await page.goto(merchant(BEBEK_KALEYO_TAMAN_ANGGREK, '&channel_id=3'));
  await page.getByTestId('favourite-hint-got-it').click();
  const block = page.getByTestId('table-order-block');
  await expect(block).toBeVisible();
  // The demo store takes dine-in, delivery and pickup, in the spec's display order.
  const kinds = block.getByTestId('service-entry');
  await expect(kinds).toHaveCount(3);
  expect(
    await kinds.evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-kind'))),
  ).toEqual(['dineIn', 'delivery', 'pickup']);

  await page.goto(merchant(BEBEK_KALEYO_TAMAN_ANGGREK, '&channel_id=1'));
  await expect(page.getByTestId('store-name')).toBeVisible();
  await expect(page.getByTestId('table-order-block')).toHaveCount(0);
});

test('a shared link draws the store banner before the app loads, and the page takes over from it', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page);
  await page.goto(merchant(BEBEK_KALEYO_TAMAN_ANGGREK), { waitUntil: 'commit' });
  const hero = page.locator('#lahap-first-paint-hero img');
  await expect(hero).toBeVisible();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const heroSrc = await hero.getAttribute('src');
  expect(heroSrc).toMatch(/^\/api\/images\/.+\?w=780$/);

  releaseScripts();
  await expect(page.getByTestId('store-name')).toBeVisible();
  await expect(page.locator('#lahap-first-paint-hero')).toHaveCount(0);
  await expect(page.getByTestId('store-carousel-slide').first().locator('img')).toHaveAttribute(
    'src',
    heroSrc!,
  );
});

test('an unknown store shows the error page with a way home', async ({ page }) => {
  await page.goto(merchant('999999999'));
  const error = page.getByTestId('store-error');
  await expect(error).toContainText('Tautan tidak valid. Toko tidak ditemukan.');
  await page.getByTestId('store-error-home').click();
  await expect(page).toHaveURL(/\/$/);
});
