import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { logInOnSheet, phoneForAttempt } from './login.js';

test.describe.configure({ timeout: 90_000 });

/** This journey's own client address: its login counts against no other journey's limit. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.25.0.3' } });

test('a video on the explore tab sells its voucher: Buy goes to confirm order with that voucher', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  // The demo shows the explore tab to everyone.
  await page.goto('/platform/home/account');
  await page.getByTestId('tab-exploreFeeds').click();
  await expect(page).toHaveURL(/\/platform\/home\/exploreFeeds$/);
  const cards = page.getByTestId('feed-card');
  await expect(cards).toHaveCount(10);
  await expectNoSeriousAxeViolations(page);

  // A card that sells a voucher opens the player on its video.
  const selling = cards.filter({ has: page.getByTestId('feed-card-price') }).first();
  const price = ((await selling.getByTestId('feed-card-price').textContent()) ?? '').replace(
    /^.*(Rp [\d.]+).*$/,
    '$1',
  );
  await selling.click();
  await expect(page).toHaveURL(/\/platform\/playVideo\?id=\d+$/);
  const contentId = new URL(page.url()).searchParams.get('id') ?? '';
  const slide = page.locator('[data-testid="video-slide"][data-active="true"]');
  await expect(slide.getByTestId('video-element')).toHaveAttribute('poster', /\/api\/images\//);
  const voucher = slide.getByTestId('video-voucher');
  await expect(voucher.getByTestId('video-voucher-price')).toHaveText(price);
  const name = (await voucher.locator('p').first().textContent()) ?? '';
  expect(name).not.toBe('');
  // Muted until asked: the button turns the sound on.
  const mute = slide.getByTestId('video-mute');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousAxeViolations(page);

  // Buy asks a guest to log in, then goes straight to confirm order with the video named.
  await voucher.getByTestId('video-buy').click();
  await logInOnSheet(page, phoneForAttempt('081298765601', test.info()));
  await expect(page).toHaveURL(new RegExp(`/platform/confirmOrder\\?skuId=\\d+&contentId=${contentId}$`));
  await expect(page.getByTestId('checkout-product')).toContainText(name);
  await expect(page.getByTestId('submit-order')).toBeVisible();
  // A clip the server has not made yet answers 404 (the player offers a retry): not a disagreement.
  expect(failures.filter((failure) => !failure.startsWith('404 /api/content/videos/'))).toEqual([]);
});
