import { addDays } from '@lahap/contract/analytics/report';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.js';
import { boxOf, holdScripts } from './first-paint.js';
import { closeHomePopupWhenShown, dismissHomePopups } from './home-popup.js';
import { logInWithDemoCode, phoneForAttempt } from './login.js';
import { buyVoucherOnStorePage } from './purchase.js';
import { openTeamViews, readFunnel, readTrail } from './team-usage.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.29.0.7' } });
// A first visit: no analytics choice yet, unlike the other journeys (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

test.describe.configure({ timeout: 120_000 });

/** The demo's store with many vouchers (Bebek Kaleyo, Taman Anggrek). */
const STORE_ID = '10000195';
const EVENTS_PATH = '/api/analytics/events';
/** The purchase path, in the order a customer walks it. */
const PURCHASE_PATH = ['store_click', 'voucher_click', 'buy_click', 'pay_click', 'payment_result'];

interface SentEvent {
  id: string;
  name: string;
  time: string;
  context: Record<string, unknown>;
  props?: Record<string, unknown>;
}

interface Sent {
  /** Each event once, by id: a batch sent again (a retry, a beacon beside a request) repeats ids. */
  events: Map<string, SentEvent>;
  requests: { beacon: boolean; signed: boolean }[];
}

/**
 * Collects what the page sends to the analytics call, by requests and by the beacons Playwright
 * sees (not those sent as a page unloads).
 */
function watchAnalytics(page: Page): Sent {
  const sent: Sent = { events: new Map(), requests: [] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || url.pathname !== EVENTS_PATH) return;
    const beacon = url.searchParams.has('sign');
    sent.requests.push({
      beacon,
      signed: beacon
        ? /^[0-9a-f]{64}$/.test(url.searchParams.get('sign') ?? '')
        : Boolean(request.headers().sign),
    });
    const body = JSON.parse(request.postData() ?? '{}') as { events?: SentEvent[] };
    for (const event of body.events ?? []) if (!sent.events.has(event.id)) sent.events.set(event.id, event);
  });
  return sent;
}

/** The events sent so far, oldest first. */
const inOrder = (sent: Sent) => [...sent.events.values()].sort((a, b) => a.time.localeCompare(b.time));

test('a purchase sends its path in order, with the context, once the customer accepted analytics, and the team sees it in the funnel', async ({
  page,
  browser,
}) => {
  // The team's funnel before the journey: it should gain this customer at every step.
  const team = await openTeamViews(browser);
  const before = await readFunnel(team, 'id-ID');
  const sent = watchAnalytics(page);
  await closeHomePopupWhenShown(page);
  // The store page's first-visit hint points at the favourite button until it is dismissed.
  const hint = page.getByTestId('favourite-hint-got-it');
  await page.addLocatorHandler(hint, async () => {
    await hint.click();
  });

  // The first visit's notice comes with the page; it stands beside the page, not over it.
  await page.goto('/platform/home/account');
  const notice = page.getByTestId('consent-notice');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('account-page')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Before the choice, events go as anonymous counts: the first batch goes out while the notice waits.
  await expect
    .poll(() => inOrder(sent).find((event) => event.name === 'page_view')?.context ?? null, {
      timeout: 15_000,
    })
    .toMatchObject({
      consent: 'denied',
      device_id: null,
      session_id: null,
      user_id: null,
      url: '/platform/home/account',
    });
  await notice.getByTestId('consent-accept').click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('lahap_analytics_consent'))).toBe('granted');

  // The Analytics row of the account says so.
  await expect(page.getByTestId('consent-setting-value')).toHaveText('Aktif');
  await logInWithDemoCode(page, phoneForAttempt('081298765471', test.info()));
  await expect(page.getByTestId('account-profile')).toBeVisible();

  // Home, a store found by its name, a voucher, Buy, Place order, the sandbox bank.
  await page.goto('/');
  // A popup that comes up by itself after the tap would take it, and the home would stay.
  await dismissHomePopups(page);
  await page.getByTestId('home-search').click();
  const box = page.getByTestId('search-page').getByRole('searchbox');
  await box.fill('Bebek Kaleyo');
  await box.press('Enter');
  await page.locator(`[data-testid="store-card"][data-store-id="${STORE_ID}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/platform/merchant\\?storeId=${STORE_ID}`));
  const orderId = await buyVoucherOnStorePage(page, 0);

  // What the server stored of this phone, beacons sent as pages unloaded included, oldest first.
  const stored = await page.evaluate(() => ({
    deviceId: localStorage.getItem('lahap_device_id') ?? '',
    userId: (JSON.parse(localStorage.getItem('lahap_token_info') ?? '{}') as { userId?: string }).userId,
  }));
  const today = jakartaDay(Date.now());
  const trailOf = async () =>
    (await readTrail(page.request, { deviceId: stored.deviceId, from: addDays(today, -1), to: today }))
      .events;
  // Batches go out every few seconds from an idle moment.
  await expect
    .poll(async () => (await trailOf()).map((event) => event.name), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([...PURCHASE_PATH, 'consent_choice', 'page_view']));
  const events = await trailOf();
  const path = PURCHASE_PATH.map((name) => events.find((event) => event.name === name));
  // In order: each step after the one before it.
  const times = path.map((event) => event?.time ?? '');
  expect([...times].sort()).toEqual(times);

  for (const event of path) {
    expect(event?.context).toMatchObject({
      device_id: stored.deviceId,
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: stored.userId,
      language: 'id-ID',
      login_status: 1,
      host_environment: 'h5',
      platform_type: 'LAHAP_C',
      h5_version: '2.5.5',
      consent: 'granted',
    });
  }
  const [storeClick, voucherClick, buyClick, payClick, paymentResult] = path;
  expect(storeClick).toMatchObject({
    props: { store_id: STORE_ID, list: 'search' },
    context: { event_page: '/platform/searchDishes', search_id: expect.any(String) },
  });
  expect(voucherClick).toMatchObject({
    props: { store_id: STORE_ID },
    context: { event_page: '/platform/merchant' },
  });
  expect(buyClick?.context.event_page).toBe('/platform/groupCouponDetail');
  expect(payClick?.context.event_page).toBe('/platform/confirmOrder');
  expect(paymentResult).toMatchObject({ props: { order_id: orderId, status: 'success' } });
  // The pages the taps opened name them, and the address pattern, never the address.
  const viewOf = (route: string) =>
    events.find((event) => event.name === 'page_view' && event.props?.route === route);
  expect(viewOf('/platform/merchant')?.context.from_event_id).toBe(storeClick?.id);
  expect(viewOf('/platform/groupCouponDetail')?.context.from_event_id).toBe(voucherClick?.id);
  expect(viewOf('/platform/confirmOrder')?.context.from_event_id).toBe(buyClick?.id);
  // The search that found the store was counted, with how much it found.
  const searchEvent = events.find((event) => event.name === 'search');
  expect(searchEvent?.props).toMatchObject({ query: 'Bebek Kaleyo', result_count: expect.any(Number) });
  expect(storeClick?.context.search_id).toBe(searchEvent?.id);

  expect(events.find((event) => event.name === 'consent_choice')?.props).toEqual({ choice: 'granted' });
  // Every request and beacon seen in the browser was signed.
  expect(sent.requests.length).toBeGreaterThan(0);
  expect(sent.requests.every((request) => request.signed)).toBe(true);

  // The team's funnel counts the journey once at every step, the payment from the server's own orders.
  await expect
    .poll(() => readFunnel(team, 'id-ID'), { timeout: 30_000 })
    .toEqual({
      home: before.home + 1,
      store: before.store + 1,
      voucherDetail: before.voucherDetail + 1,
      confirm: before.confirm + 1,
      paid: before.paid + 1,
    });
  await team.context().close();
});

test('a first visit’s notice is in the page’s HTML where the app puts its own, and a device that answered gets none', async ({
  page,
}) => {
  const ORDERS_TAB = '/platform/home/order';
  const releaseScripts = await holdScripts(page);
  await page.goto(ORDERS_TAB, { waitUntil: 'commit' });
  const drawn = page.locator('#lahap-first-paint-notice');
  await expect(drawn.locator('h2')).toHaveText('Bantu kami membuat Lahap lebih baik');
  const drawnBoxes = {
    card: await boxOf(drawn.locator('.lahap-consent-notice-card')),
    description: await boxOf(drawn.locator('p')),
    accept: await boxOf(drawn.locator('.lahap-consent-notice-accept')),
  };

  releaseScripts();
  const notice = page.getByTestId('consent-notice');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(drawn).toHaveCount(0);
  expect({
    card: await boxOf(notice.locator('.lahap-consent-notice-card')),
    description: await boxOf(notice.locator('p')),
    accept: await boxOf(notice.getByTestId('consent-accept')),
  }).toEqual(drawnBoxes);
  await expectNoSeriousAxeViolations(page);

  await notice.getByTestId('consent-deny').click();
  await expect(notice).toBeHidden();
  const html = await (await page.request.get(ORDERS_TAB, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('id="root"');
  expect(html).not.toContain('lahap-first-paint-notice');
  await page.reload();
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
