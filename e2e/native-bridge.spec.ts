import { expect, test, type Page } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { closeHomePopupWhenShown } from './home-popup.js';
import {
  hostCalls,
  installFakeNativeHost,
  NATIVE_ANSWERS,
  overrideAnswer,
  sendNativeMessage,
  untilListening,
  type BridgeMethod,
} from './native-host.js';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.27.0.41' } });

test.beforeEach(async ({ page }) => closeHomePopupWhenShown(page));

/** The debug page's native plugin tab is the surface: developer options on, as after unlocking. */
async function openDebugPage(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lahap_dev_options', '1'));
  await page.goto('/platform/developerDebug');
  await expect(page.getByTestId('developer-debug-page')).toBeVisible();
}

/** Calls `method` from its button and reads the answer the page shows. */
async function callFromPage(page: Page, method: BridgeMethod): Promise<unknown> {
  const answer = page.getByTestId(`developer-bridge-answer-${method}`);
  const before = (await answer.count()) > 0 ? await answer.textContent() : null;
  await page.getByTestId(`developer-bridge-${method}`).click();
  await expect(answer).toBeVisible();
  if (before !== null) await expect(answer).not.toHaveText(before);
  return JSON.parse((await answer.textContent()) ?? '') as unknown;
}

test('every bridge method reaches the native host with its arguments and shows its answer', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  await installFakeNativeHost(page);
  await openDebugPage(page);

  const offered = await page
    .getByTestId('developer-bridge-list')
    .locator('button[data-testid^="developer-bridge-"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid')));
  expect(offered.map((id) => id?.replace('developer-bridge-', '')).sort()).toEqual(
    Object.keys(NATIVE_ANSWERS).sort(),
  );

  for (const method of Object.keys(NATIVE_ANSWERS) as BridgeMethod[]) {
    expect(await callFromPage(page, method), method).toEqual({ code: 0, data: NATIVE_ANSWERS[method] });
  }
  const calls = await hostCalls(page);
  const called = (method: string) => calls.filter((call) => call.method === method).map((call) => call.args);
  for (const method of Object.keys(NATIVE_ANSWERS)) expect(called(method).length, method).toBeGreaterThan(0);
  expect(called('setBadge')).toEqual([{ count: 1 }]);
  expect(called('openInAppBrowser')).toEqual([{ url: 'https://example.com/' }]);
  expect(called('setNativeUserId')).toEqual([{ userId: 'debug' }]);
  expect(called('sendBackHomeMessage')).toEqual([{ type: 'debug' }]);
  expect(called('exitApp')).toEqual([{}]);
  expect(failures).toEqual([]);
});

test('every bridge code comes through as the host answers it', async ({ page }) => {
  await installFakeNativeHost(page);
  await openDebugPage(page);

  const failuresByCode: [number, string][] = [
    [-1, 'Something went wrong'],
    [-2, 'Not implemented in this app'],
    [-4, 'No location permission'],
    [-5, 'Location permission denied'],
    [-6, 'Not in the app'],
    [-7, 'Location services are off'],
  ];
  for (const [code, message] of failuresByCode) {
    await overrideAnswer(page, 'getCurrentPosition', { code, message });
    expect(await callFromPage(page, 'getCurrentPosition')).toEqual({ code, message });
  }
  // A code the protocol does not know, and a host that throws, are both the generic -1.
  await overrideAnswer(page, 'getCurrentPosition', { code: 42, message: 'odd' });
  expect(await callFromPage(page, 'getCurrentPosition')).toEqual({ code: -1, message: 'odd' });
  await overrideAnswer(page, 'getCurrentPosition', 'throw');
  expect(await callFromPage(page, 'getCurrentPosition')).toEqual({
    code: -1,
    message: 'getCurrentPosition crashed',
  });

  // A native shell too old to carry the host answers -2; outside the app every method is -3.
  await page.evaluate(() => delete (window as { LahapNative?: unknown }).LahapNative);
  expect(await callFromPage(page, 'getClientInfo')).toEqual({
    code: -2,
    message: 'Not implemented in this app version',
  });
  await page.evaluate(() => {
    (window as unknown as { Capacitor: object }).Capacitor = { isNativePlatform: () => false };
  });
  expect(await callFromPage(page, 'getClientInfo')).toEqual({ code: -3, message: 'Not implemented on web' });
});

test('start-up messages: local storage, a refresh, and a push token the server hears', async ({ page }) => {
  await installFakeNativeHost(page);
  await page.goto('/');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  // Inside the app there is no "open the app" banner.
  await expect(page.getByTestId('open-app-banner')).toHaveCount(0);
  await untilListening(page);

  await sendNativeMessage(page, 'UPDATE_LOCAL_STORAGE', { lahap_native_probe: 'from-shell', skipped: null });
  expect(await page.evaluate(() => localStorage.getItem('lahap_native_probe'))).toBe('from-shell');

  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/device/report') && response.request().method() === 'POST',
  );
  await sendNativeMessage(page, 'PUSH_TOKEN', { pushToken: 'fcm-e2e-token' });
  const response = await reported;
  expect(response.request().postDataJSON()).toMatchObject({ fcmToken: 'fcm-e2e-token' });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true });
  expect(await page.evaluate(() => localStorage.getItem('lahap_fcm_token'))).toBe('fcm-e2e-token');

  await page.evaluate(() => {
    (window as unknown as { beforeRefresh: boolean }).beforeRefresh = true;
  });
  const reloaded = page.waitForEvent('load');
  await sendNativeMessage(page, 'REFRESH_PAGE');
  await reloaded;
  expect(await page.evaluate(() => 'beforeRefresh' in window)).toBe(false);
  await expect(page.getByTestId('tab-bar')).toBeVisible();
});

test('a deep link opens its page; the back button goes back, then asks, then leaves the app', async ({
  page,
}) => {
  await installFakeNativeHost(page);
  await page.goto('/');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  await untilListening(page);

  await sendNativeMessage(page, 'APP_URL_OPEN', { url: 'lahap://platform/brands' });
  await expect(page).toHaveURL((url) => url.pathname === '/platform/brands');

  await sendNativeMessage(page, 'HARDWARE_BACK', { canGoBack: false });
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('tab-bar')).toBeVisible();

  await sendNativeMessage(page, 'HARDWARE_BACK', { canGoBack: false });
  await expect(page.locator('.adm-toast-main')).toHaveText('Klik sekali lagi untuk menutup halaman');
  expect((await hostCalls(page)).filter((call) => call.method === 'exitApp')).toEqual([]);
  await sendNativeMessage(page, 'HARDWARE_BACK', { canGoBack: false });
  await expect
    .poll(async () => (await hostCalls(page)).filter((call) => call.method === 'exitApp').length)
    .toBe(1);

  // A table's QR code opens the ordering site, a page of its own.
  await sendNativeMessage(page, 'APP_URL_OPEN', {
    url: 'https://lahap.id/menuQr?qrCodeId=QR-E2E&orderFoodType=1',
  });
  await expect(page).toHaveURL(
    (url) => url.pathname === '/menuQr' && url.searchParams.get('qrCodeId') === 'QR-E2E',
  );
});
