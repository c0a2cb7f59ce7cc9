import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { closeHomePopupWhenShown, dismissHomePopups } from './home-popup.js';

test.beforeEach(async ({ page }) => closeHomePopupWhenShown(page));

test('home loads in Indonesian with signed API calls accepted', async ({ page }) => {
  const failures = watchApiFailures(page);
  await page.goto('/');
  const tabBar = page.getByTestId('tab-bar');
  await expect(tabBar).toBeVisible();
  await expect(tabBar).toContainText('Beranda');
  await expect(tabBar).toContainText('Akun');
  await expect(page.locator('html')).toHaveAttribute('lang', /^id/);
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});

test("a first visit's texts are the home's: another screen's come with it", async ({ page }) => {
  // The catalogues the first bundle leaves out come as one chunk per language: `texts-id-ID-<hash>.js`.
  const catalogue = /\/assets\/texts-([a-z]{2}-[A-Z]{2})-[\w-]{8}\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = catalogue.exec(new URL(request.url()).pathname)?.[1];
    if (name) fetched.push(name);
  });
  await page.goto('/');
  await expect(page.getByTestId('home-nearby-list').getByTestId('store-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  // The red packet coming up over the tab bar would take the tap.
  await dismissHomePopups(page);
  await page.getByTestId('tab-bar').getByText('Pesanan').click();
  await expect(page.getByText('Masuk untuk melihat pesananmu')).toBeVisible();
  expect(fetched).toEqual(['id-ID']);
});

test('/platform redirects to /', async ({ page }) => {
  await page.goto('/platform');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/platform/no-such-screen');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
});

test('an unknown API path answers 404 in the envelope', async ({ request }) => {
  const response = await request.get('/api/no/such/call');
  expect(response.status()).toBe(404);
  const body = (await response.json()) as { success: boolean; error: { code: string } };
  expect(body.success).toBe(false);
  expect(body.error.code).toBe('1000404');
});

test('switching to English changes the texts and survives a reload', async ({ page }) => {
  const textFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/texts-en-US-[\w-]{8}\.js$/.test(pathname)) textFiles.push(pathname);
  });
  await page.goto('/platform/home/account');
  await page.getByTestId('language-picker').click();
  await page.getByText('English', { exact: true }).click();
  const tabBar = page.getByTestId('tab-bar');
  await expect(tabBar).toContainText('Home');
  // Every English catalogue comes in one file.
  expect(textFiles).toHaveLength(1);
  await expect(tabBar).toContainText('Account');
  await expect(tabBar).not.toContainText('Beranda');
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await page.reload();
  await expect(page.getByTestId('tab-bar')).toContainText('Account');
});

test('going offline shows the no-network screen and retry recovers', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('no-network-screen')).toBeVisible();
  // A retry while still offline keeps the screen up.
  await page.getByTestId('no-network-retry').click();
  await expect(page.getByTestId('no-network-screen')).toBeVisible();
  await context.setOffline(false);
  // Coming back online is only believed once a retry reaches the server.
  await expect(page.getByTestId('no-network-screen')).toBeVisible();
  await page.getByTestId('no-network-retry').click();
  await expect(page.getByTestId('no-network-screen')).toHaveCount(0);
  await expect(page.getByTestId('tab-bar')).toBeVisible();
});

test('every tab keeps its own screen mounted', async ({ page }) => {
  await page.goto('/platform/home/account');
  await expect(page.getByTestId('language-picker')).toBeVisible();
  await page.getByTestId('tab-bar').getByText('Beranda').click();
  await expect(page).toHaveURL((url) => url.pathname === '/' || url.pathname === '/platform/home');
  // The account pane stays in the document, hidden, so its state and scroll survive.
  await expect(page.getByTestId('language-picker')).toHaveCount(1);
  await expect(page.getByTestId('language-picker')).toBeHidden();
});
