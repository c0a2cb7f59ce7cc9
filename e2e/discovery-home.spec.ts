import { expect, test, type Page, type Request } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { boxOf, holdRequests, holdScripts, scriptsAskedFor } from './first-paint.js';
import { closeHomePopup, closeHomePopupWhenShown, dismissHomePopups } from './home-popup.js';

test.beforeEach(async ({ page }) => closeHomePopupWhenShown(page));

const GRAND_INDONESIA = { latitude: -6.1951, longitude: 106.82 };
/** Cipayung, East Jakarta: few stores within the home's 10 km, so the list soon runs out. */
const CIPAYUNG = { latitude: -6.326, longitude: 106.903 };
const JAKARTA_DEFAULT = { lat: -6.2088, lng: 106.8456 };
const LOCATION_MESSAGE = 'Lokasi tidak tersedia. Menampilkan promo di sekitar Jakarta.';

const FIND_BY_DISTANCE = '/api/market/asset_aggregate_page/find_by_distance';
const FIND_BY_RECOMMEND = '/api/market/asset_aggregate_page/find_by_recommend';
const PAGE_CARD_LIST = '/api/local_life/home/page_card_list';

type ListBody = { lat?: number; lng?: number; queryId?: string; originQueryId?: string };

/** The bodies of the home list calls, in the order they were sent. */
function watchListCalls(page: Page, path: string): ListBody[] {
  const bodies: ListBody[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === path) bodies.push(request.postDataJSON() as ListBody);
  });
  return bodies;
}

/** The query ids the distance list answered, in order. */
function watchDistanceQueryIds(page: Page): string[] {
  const ids: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== FIND_BY_DISTANCE) return;
    const body = (await response.json().catch(() => null)) as { data?: { queryId?: string } } | null;
    if (body?.data?.queryId) ids.push(body.data.queryId);
  });
  return ids;
}

async function nearbyDistances(page: Page): Promise<number[]> {
  const values = await page
    .getByTestId('home-nearby-list')
    .getByTestId('store-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-distance'))));
  return values;
}

test.describe('with the position granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: GRAND_INDONESIA });

  test('pulling the page down from its top fetches the lists again', async ({ page }) => {
    const distanceCalls = watchListCalls(page, FIND_BY_DISTANCE);
    await page.goto('/');
    await expect(page.getByTestId('home-nearby-list').getByTestId('store-card').first()).toBeVisible();
    await dismissHomePopups(page);
    const before = distanceCalls.length;
    // A finger on the list, moving down, as a phone's touch screen reports it.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y }] });
    await touch('touchStart', 300);
    for (const y of [330, 360, 390, 420, 450]) await touch('touchMove', y);
    await expect(page.getByRole('status').filter({ hasText: 'Lepaskan untuk memuat ulang' })).toBeVisible();
    await touch('touchEnd', 450);
    await expect.poll(() => distanceCalls.length).toBeGreaterThan(before);
    await expect(page.getByRole('status').filter({ hasText: 'Berhasil dimuat ulang' })).toBeVisible();
  });

  test('lists the stores around the device nearest first', async ({ page }) => {
    const failures = watchApiFailures(page);
    const distanceCalls = watchListCalls(page, FIND_BY_DISTANCE);
    await page.goto('/');
    const nearby = page.getByTestId('home-nearby-list').getByTestId('store-card');
    await expect(nearby.first()).toBeVisible();
    expect(distanceCalls[0]).toMatchObject({ lat: GRAND_INDONESIA.latitude, lng: GRAND_INDONESIA.longitude });

    const distances = await nearbyDistances(page);
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The nearest store sits in Grand Indonesia itself.
    await expect(nearby.first().getByTestId('distance-text')).toHaveText('Di bawah 100 m');
    // The red packet comes up by itself on this first visit; one coming up just after the tap
    // below would take the focus the picker was given, so it is awaited and closed here.
    await dismissHomePopups(page);
    // The pill names the area the nearest mall stands in, and takes you to the area picker.
    await expect(page.getByTestId('home-location')).toHaveText('Jakarta Pusat');
    await page.getByTestId('home-location').click();
    await expect(page.getByTestId('home-area')).toBeFocused();
    await expect(page.getByTestId('home-location-notice')).toHaveCount(0);
    expect(failures).toEqual([]);
  });
});

test.describe('before its code runs', () => {
  test.use({ permissions: ['geolocation'], geolocation: GRAND_INDONESIA });

  /** Holds the home's banner answer back until the returned function is called. */
  async function holdBanner(page: Page): Promise<() => void> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${PAGE_CARD_LIST}`, async (route) => {
      if (route.request().postData()?.includes('PAGE_HOME_BANNER_CARD')) await held;
      await route.continue();
    });
    return release;
  }

  test("the home's HTML draws its top and first banner, and the home takes over in the same place", async ({
    page,
  }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const drawing = page.locator('#lahap-first-paint-hero');
    const drawnBanner = drawing.locator('.lahap-home-banner-image');
    await expect(drawnBanner).toBeVisible();
    await expect
      .poll(() => drawnBanner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(drawing.locator('.lahap-home-greeting')).toHaveText('Mau makan apa hari ini?');
    await expect(drawing.locator('.lahap-home-search')).toHaveText('Cari makanan atau restoran');
    await expect(drawing.locator('.lahap-open-app-title')).toHaveText('Lebih hemat di aplikasi');
    const drawn = {
      bar: await boxOf(drawing.locator('.lahap-open-app')),
      header: await boxOf(drawing.locator('.lahap-home-hero')),
      search: await boxOf(drawing.locator('.lahap-home-search')),
      banner: await boxOf(drawnBanner),
    };
    const drawnSrc = await drawnBanner.getAttribute('src');

    // While the home waits for its banner, the drawing stays over it: it lines up.
    const releaseBanner = await holdBanner(page);
    releaseScripts();
    const home = page.getByTestId('home-page');
    await expect(home.locator('header')).toBeVisible();
    await expect(home.getByTestId('home-banner')).toHaveCount(0);
    await expect(drawing).toHaveCount(1);

    releaseBanner();
    const banner = home.getByTestId('home-banner').first().locator('img');
    await expect(banner).toBeVisible();
    // The home's own parts lie exactly where the drawing put them, showing the same image.
    expect(await boxOf(page.getByTestId('open-app-banner'))).toEqual(drawn.bar);
    expect(await boxOf(home.locator('header'))).toEqual(drawn.header);
    expect(await boxOf(page.getByTestId('home-search'))).toEqual(drawn.search);
    expect(await boxOf(banner)).toEqual(drawn.banner);
    await expect(banner).toHaveAttribute('src', drawnSrc!);
    await expect(drawing).toHaveCount(0);
  });

  test("the app's code is asked for only once the drawing's image has arrived", async ({ page }) => {
    const releaseImage = await holdRequests(page, '**/api/images/**');
    const scripts = scriptsAskedFor(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#lahap-first-paint-hero .lahap-home-greeting')).toBeVisible();
    // The page has been parsed and its stylesheets read: nothing would hold the scripts back but the gate.
    await page.waitForLoadState('domcontentloaded');
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);

    releaseImage();
    await expect(page.getByTestId('home-page').locator('header')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(1);
    await expect(page.locator('#lahap-first-paint-hero')).toHaveCount(0);
  });

  test('after the bar inviting to the app was closed, the drawing does not stay over the home', async ({
    page,
  }) => {
    await page.goto('/');
    await dismissHomePopups(page);
    await page.getByTestId('open-app-banner-dismiss').click();
    await expect(page.getByTestId('open-app-banner')).toHaveCount(0);

    // The server cannot know the bar was closed in this tab: it draws it, and the home, whose
    // header now lies higher, lets the drawing go as soon as it shows, not once its banner does.
    const releaseScripts = await holdScripts(page);
    await holdBanner(page);
    // Without the lists kept from this visit, the home has no banner to draw until it is answered.
    await page.evaluate(() => localStorage.removeItem('lahap_list_cache'));
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('#lahap-first-paint-hero .lahap-open-app')).toBeVisible();
    releaseScripts();
    await expect(page.getByTestId('home-page').locator('header')).toBeVisible();
    await expect(page.locator('#lahap-first-paint-hero')).toHaveCount(0);
    expect((await boxOf(page.getByTestId('home-page').locator('header')))?.[1]).toBe(0);
  });
});

test.describe('near the edge of Jakarta', () => {
  test.use({ permissions: ['geolocation'], geolocation: CIPAYUNG });

  test('scrolling runs through the nearby stores into the recommendations', async ({ page }) => {
    const failures = watchApiFailures(page);
    const recommendCalls = watchListCalls(page, FIND_BY_RECOMMEND);
    const distanceIds = watchDistanceQueryIds(page);
    await page.goto('/');
    await expect(page.getByTestId('home-nearby-list').getByTestId('store-card').first()).toBeVisible();

    const recommendTitle = page.getByTestId('home-recommend-title');
    const popupClose = page.getByTestId('home-popup-close');
    // The wheel scrolls what is under the pointer: the list, not the fixed banner at the top.
    await page.mouse.move(195, 600);
    await expect(async () => {
      // Wheeling is no action the popup handler waits for, so close the popup by hand if it came.
      if (await popupClose.isVisible()) await closeHomePopup(popupClose);
      await page.mouse.wheel(0, 3000);
      await expect(recommendTitle).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    const distances = await nearbyDistances(page);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(page.getByTestId('home-recommend-list').getByTestId('store-card').first()).toBeVisible();
    // The recommendations continue the distance list it ran out of.
    expect(recommendCalls[0]?.originQueryId).toBe(distanceIds.at(-1));
    expect(recommendCalls[0]?.queryId).toBeUndefined();
    expect(failures).toEqual([]);
  });
});

test.describe('with the position denied', () => {
  test.use({ permissions: [] });

  test('lists around Jakarta and says the location is unavailable', async ({ page, context }) => {
    const failures = watchApiFailures(page);
    const distanceCalls = watchListCalls(page, FIND_BY_DISTANCE);
    await context.clearPermissions();
    await page.goto('/');
    await expect(page.getByTestId('home-location-notice')).toContainText(LOCATION_MESSAGE);
    await expect(page.getByTestId('home-location')).toHaveText('Jakarta');
    await expect(page.getByTestId('home-nearby-list').getByTestId('store-card').first()).toBeVisible();
    expect(distanceCalls[0]).toMatchObject(JAKARTA_DEFAULT);
    const distances = await nearbyDistances(page);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(failures).toEqual([]);
  });

  test('says so without moving the first screen', async ({ page, context }) => {
    await context.clearPermissions();
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          const moved = entry.sources.map(
            (s) => `${s.node?.nodeName} ${s.previousRect.y}→${s.currentRect.y}`,
          );
          shifts.push(`${entry.value.toFixed(4)}: ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('home-location-notice')).toContainText(LOCATION_MESSAGE);
    await expect(page.getByTestId('home-nearby-list').getByTestId('store-card').first()).toBeAttached();
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
    // The notice heads the nearby list, below the first screen: the hero and banner stay put.
    const total = shifts.reduce((sum, shift) => sum + Number(shift.split(':')[0]), 0);
    expect(total, shifts.join('\n')).toBeLessThan(0.02);
  });
});
