import { expect, test, type Page } from '@playwright/test';
import { closeHomePopupWhenShown } from './home-popup.js';

test.beforeEach(async ({ page }) => closeHomePopupWhenShown(page));

/** Picks the app's language the way the language picker leaves it: stored, then a fresh load. */
async function useLanguage(page: Page, locale: 'id-ID' | 'en-US' | 'zh-CN', path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate((value) => window.localStorage.setItem('lahap_locale', value), locale);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('search-page').getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

test('search finds stores with their dishes in Indonesian, then in English', async ({ page }) => {
  await useLanguage(page, 'id-ID', '/platform/searchDishes');
  await search(page, 'sate');
  const stores = page.getByTestId('search-store-results').getByTestId('store-card');
  await expect(stores.first()).toBeVisible();
  await expect(stores.first()).toContainText(/sate/i);
  await expect(page).toHaveURL(/q=sate/);

  await useLanguage(page, 'en-US', '/platform/searchDishes');
  // The last search is remembered and offered again.
  await expect(page.getByTestId('search-history')).toContainText('sate');
  await search(page, 'satay');
  const englishStores = page.getByTestId('search-store-results').getByTestId('store-card');
  await expect(englishStores.first()).toBeVisible();
  await expect(englishStores.first()).toContainText(/satay/i);

  // Each tab keeps its own scroll position.
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.getByRole('tab', { name: 'Coupons' }).click();
  await expect(page.getByTestId('search-product-results').getByTestId('product-card').first()).toBeVisible();
  await expect(page).toHaveURL(/tab=coupons/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('tab', { name: 'Stores' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
});

test('the brand collection opens a brand page with its stores', async ({ page }) => {
  await useLanguage(page, 'en-US', '/platform/brands');
  const cards = page.getByTestId('brand-card');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByTestId('brand-go').click();
  await expect(page).toHaveURL(/\/platform\/brandsHomepage\?/);
  await expect(page.getByTestId('brand-name')).not.toBeEmpty();
  await expect(page.getByTestId('brand-stores').getByTestId('store-card').first()).toBeVisible();
});

test('the mall list opens a mall with its stores nearest first', async ({ page }) => {
  await useLanguage(page, 'en-US', '/platform/shoppingMallListPage');
  const malls = page.getByTestId('mall-card');
  await expect(malls.first()).toBeVisible();
  await malls.first().click();
  await expect(page).toHaveURL(/\/platform\/mall\?id=\d+/);
  await expect(page.getByTestId('mall-name')).not.toBeEmpty();
  const stores = page.getByTestId('mall-stores').getByTestId('store-card');
  await expect(stores.first()).toBeVisible();
  const distances = await stores.evaluateAll((cards) =>
    cards.map((card) => Number((card as HTMLElement).dataset.distance ?? 'NaN')),
  );
  expect(distances.filter(Number.isFinite)).toEqual(
    [...distances.filter(Number.isFinite)].sort((a, b) => a - b),
  );
});

test('a mall link without its id shows the parameter error', async ({ page }) => {
  await useLanguage(page, 'en-US', '/platform/mall');
  await expect(page.getByTestId('mall-parameter-error')).toContainText('Parameter error');
});
