import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { closeHomePopupWhenShown, homePopupTurn } from './home-popup.js';
import { logInWithDemoCode } from './login.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.19' } });

test('the red packet comes up first; the campaign popup waits for the next visit, leads where the server points, once', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  await page.goto('/');
  await expect(page.getByTestId('home-store-list')).toBeVisible();
  expect(await homePopupTurn(page)).toBe('redPacket');
  const packet = page.getByTestId('red-packet-dialog');
  await expect(packet).toBeVisible();
  await expect(packet.getByTestId('red-packet-total')).toHaveText('hingga Rp 35.000');
  await expect(page.getByTestId('home-popup')).toHaveCount(0);
  // A modal dialog: the focus is inside it, and Escape closes it at once (the first moment's
  // guard is for taps meant for the page, not for a key).
  await expect(page.getByRole('dialog', { name: 'Angpao makan hemat' }).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(packet).toBeHidden();
  await page.getByTestId('red-packet-button').click();
  await expect(packet).toBeVisible();
  const closePacket = page.getByTestId('red-packet-close');
  await expect(closePacket).toHaveAttribute('data-armed', 'true');
  await closePacket.click();
  await expect(packet).toBeHidden();
  await expect(page.getByTestId('red-packet-button')).toBeVisible();

  // The next visit in the same session: the packet stays behind its button, the popup comes up.
  await page.reload();
  expect(await homePopupTurn(page)).toBe('campaign');
  await expect(page.getByTestId('red-packet-dialog')).toHaveCount(0);
  const popup = page.getByTestId('home-popup');
  await expect(popup).toHaveAttribute('data-armed', 'true');
  await popup.click();
  await expect(page).toHaveURL(/\/platform\/couponDetail\?detailId=45000201$/);
  await page.waitForLoadState('networkidle');
  // Checked before the navigation below: leaving drops the bodies of answers still being read.
  expect(failures).toEqual([]);

  await page.goto('/');
  expect(await homePopupTurn(page)).toBe('none');
  await expect(page.getByTestId('home-popup')).toHaveCount(0);
  await expect(page.getByTestId('red-packet-dialog')).toHaveCount(0);
});

test('a visit the person starts scrolling brings nothing up; the next untouched one does', async ({
  page,
}) => {
  await closeHomePopupWhenShown(page);
  await page.goto('/');
  // The first visit of the session is the packet's.
  expect(await homePopupTurn(page)).toBe('redPacket');
  await page.getByTestId('red-packet-close').dispatchEvent('click');

  // The popup's answer is held until the person has scrolled.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/resource_pos/page/pop', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('home-store-list')).toBeVisible();
  // Over the lists, as a thumb would, and until the page has moved: a wheel the browser dropped
  // while it was still drawing would leave the visit untouched.
  await page.mouse.move(195, 600);
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  }).toPass({ timeout: 5_000 });
  release();
  expect(await homePopupTurn(page)).toBe('none');
  await expect(page.getByTestId('home-popup')).toHaveCount(0);

  await page.unrouteAll();
  // From here the popup is what is checked: the handler that closes it must not race the check.
  await page.removeLocatorHandler(page.getByTestId('home-popup-close'));
  await page.reload();
  expect(await homePopupTurn(page)).toBe('campaign');
  await expect(page.getByTestId('home-popup')).toBeVisible();
});

test('a logged-in customer opens the red packet to its envelopes and never sees the campaign popup', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, '081298765301');
  await expect(page.getByTestId('account-profile')).toBeVisible();

  await page.goto('/');
  expect(await homePopupTurn(page)).toBe('redPacket');
  const packet = page.getByTestId('red-packet-dialog');
  await expect(packet).toHaveAttribute('data-armed', 'true');
  await packet.getByTestId('red-packet-open').click();
  const envelopes = packet.getByTestId('red-packet-envelope');
  await expect(envelopes).toHaveCount(3);
  await expect(packet).toContainText('Rp 5.000');
  await expect(packet).toContainText('Min. pesanan Rp 25.000');
  await expect(packet.getByTestId('red-packet-wallet')).toHaveAttribute(
    'href',
    '/platform/myCouponList?tab=redEnvelope',
  );
  await page.getByTestId('red-packet-close').click();
  await expect(page.getByTestId('red-packet-button')).toContainText('Sudah dibuka');

  await page.reload();
  expect(await homePopupTurn(page)).toBe('none');
  await expect(page.getByTestId('home-popup')).toHaveCount(0);
  await expect(page.getByTestId('red-packet-dialog')).toHaveCount(0);
  // Its button shows the envelopes again.
  await page.getByTestId('red-packet-button').click();
  await expect(page.getByTestId('red-packet-dialog').getByTestId('red-packet-envelope')).toHaveCount(3);
  expect(failures).toEqual([]);
});

test('the area picker lists one part of Greater Jakarta', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -6.1951, longitude: 106.82 });
  await closeHomePopupWhenShown(page);
  await page.goto('/');
  const regionCall = page.waitForRequest((request) =>
    request.url().endsWith('/api/market/asset_aggregate_page/find_by_region'),
  );
  const area = page.getByTestId('home-area');
  const southJakarta = await area.locator('option', { hasText: 'Jakarta Selatan' }).getAttribute('value');
  await area.selectOption(southJakarta ?? '');
  const body = (await regionCall).postDataJSON() as { regionId: number };
  expect(body.regionId).toBe(Number(southJakarta));
  await expect(page.getByTestId('home-nearby-list').locator('li').first()).toBeVisible();
});
