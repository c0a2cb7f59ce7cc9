import { type Browser, expect, type Page, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { closeHomePopupWhenShown } from './home-popup.js';
import { logInOnSheet, logInToStaffConsole, phoneForAttempt } from './login.js';
import { buyVoucherAtStore } from './purchase.js';

test.describe.configure({ timeout: 180_000 });

/** This journey's own client address: its logins count against no other journey's limit. */
const ADDRESS = { 'x-forwarded-for': '10.25.0.1' };
test.use({ extraHTTPHeaders: ADDRESS });

const STORE_ID = '10000195';

async function newPhoneContext(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: ADDRESS,
  });
  const page = await context.newPage();
  await closeHomePopupWhenShown(page);
  return page;
}

test('an invite link brings a new friend who registers and buys; the inviter sees the reward once the hold ends', async ({
  page,
  browser,
}) => {
  const inviterPhone = phoneForAttempt('081255500001', test.info());
  const friendPhone = `08125560${String(Date.now() % 10_000).padStart(4, '0')}`;
  await closeHomePopupWhenShown(page);
  const failures = watchApiFailures(page);

  // The inviter opens their invitation, logs in and finds their code and the ways to share it.
  await page.goto('/platform/inviteFriends/invitationTheme');
  await page.getByTestId('login-prompt-button').click();
  await logInOnSheet(page, inviterPhone);
  const code = (await page.getByTestId('invite-code').textContent()) ?? '';
  expect(code).toMatch(/^[2-9A-HJ-KM-NP-Z]{8}$/);
  await expect(page.getByTestId('invite-hero-body')).toContainText('Rp 15.000');
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('invite-share-POSTER_01').click();
  const poster = page.getByTestId('invite-poster-sheet').locator('img');
  await expect(poster).toBeVisible();
  // Visible as soon as it has a box; its pixels come once it has decoded.
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);

  // The friend opens the link on their own phone, accepts and registers.
  const friend = await newPhoneContext(browser);
  await friend.goto(`/platform/inviteFriends/friendActivity?inviteCode=${code}&shareType=WHATS_APP`);
  await expect(friend.getByTestId('landing-inviter')).toContainText('mengajakmu ke Lahap');
  await expectNoSeriousAxeViolations(friend);
  await friend.getByTestId('landing-accept').click();
  await logInOnSheet(friend, friendPhone);
  await expect(friend.getByTestId('landing-outcome')).toContainText('Berhasil bergabung');

  // The friend's first order, paid: the inviter's reward is held.
  const orderId = await buyVoucherAtStore(friend, STORE_ID, 0);
  await page.goto('/platform/inviteFriends/myRewards');
  const row = page.getByTestId('rewards-friend').first();
  await expect(row).toHaveAttribute('data-status', 'PLACED_ORDER', { timeout: 15_000 });
  await expect(page.getByTestId('rewards-pending')).toHaveText('Rp 20.000');
  await expectNoSeriousAxeViolations(page);

  // The store redeems the friend's voucher: the order can no longer be refunded in full, so the
  // hold ends now (the 24 hours on a moved clock are the server tests' part).
  await friend.goto(`/platform/groupCouponOrderDetail?orderId=${orderId}`);
  const codeText = friend.getByTestId('voucher-code-1-text');
  await expect(codeText).toHaveText(/^1\d{3} \d{4} \d{4} \d{4}$/);
  const counter = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const staff = await counter.newPage();
  await staff.goto('/staff');
  await logInToStaffConsole(staff);
  await staff.getByTestId('code-entry-input').fill((await codeText.textContent()) ?? '');
  await staff.getByTestId('code-entry-submit').click();
  await staff.getByTestId('redeem-confirm').click();
  await expect(staff.getByTestId('redeem-done')).toBeVisible();
  await counter.close();

  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('rewards-friend').first()).toHaveAttribute('data-status', 'REWARD_EARNED', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('rewards-earned')).toHaveText('Rp 20.000');
  await friend.context().close();
  expect(failures).toEqual([]);
});
