import { expect, test } from '@playwright/test';
import { logInWithDemoCode } from './login.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.26.0.1' } });
// The service worker is what these journeys prove (the other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const STORE_ID = '10000195';

test('an order placed while the connection drops is not queued: the customer is told and nothing is bought', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, '081298765526');
  await page.goto(`/platform/merchant?storeId=${STORE_ID}`);
  const hint = page.getByTestId('favourite-hint-got-it');
  await page.addLocatorHandler(hint, async () => {
    await hint.click();
  });
  await page.getByTestId('store-product-open').first().click();
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/platform\/confirmOrder\?/);

  let submits = 0;
  await page.route('**/api/local_life/order/submit', async (route) => {
    submits += 1;
    await route.abort('internetdisconnected');
  });
  await page.getByTestId('submit-order').click();
  await expect(page.getByText('Tidak ada koneksi internet').first()).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/confirmOrder\?/);
  // Said, not retried behind the customer's back: one attempt, and no order to pay.
  await page.waitForTimeout(2_000);
  expect(submits).toBe(1);
  await page.unroute('**/api/local_life/order/submit');
  await page.goto('/platform/home/order');
  await expect(page.getByText('Belum ada pesanan')).toBeVisible();
});

test('the installed app reopens without a network: the shell comes from the cache and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  // The worker installs once the page is idle and controls the pages opened after it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('no-network-screen')).toBeVisible();
  await context.setOffline(false);
  await page.getByTestId('no-network-retry').click();
  await expect(page.getByTestId('no-network-screen')).toHaveCount(0);
  await expect(page.getByTestId('tab-bar')).toBeVisible();
});

// Lighthouse 12 dropped its PWA category; these are its checks, asked of Chromium itself.
test('the app passes the installability checks: manifest, icons, worker, theme and viewport', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Every Playwright context is incognito, where Chromium installs nothing: that one is the
  // test browser's, not the app's.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
    start_url: string;
    display: string;
    theme_color: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
});
