import { expect, test } from '@playwright/test';
import { watchApiFailures } from './api-failures.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { closeHomePopupWhenShown } from './home-popup.js';
import { logInWithDemoCode } from './login.js';

/**
 * The demo's lucky-draw customer (0812-9876-0888): besides the welcome chance of the running
 * round, three draws of the round before the server first started, whose seed is revealed.
 */
const LUCKY_DRAW_PHONE = '081298760888';

/** This journey's own client address: its login counts against no other journey's limit. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.25.0.2' } });

test('a lucky draw made, listed, and checked in the browser: an earlier round verified, the new draw pending', async ({
  page,
}, info) => {
  // A login and two axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await closeHomePopupWhenShown(page);
  const failures = watchApiFailures(page);
  await page.goto('/platform/home/account');
  await logInWithDemoCode(page, LUCKY_DRAW_PHONE);
  await page.getByTestId('account-lucky-draw').click();
  await expect(page).toHaveURL(/\/platform\/winningRecords$/);

  const panel = page.getByTestId('lottery-panel');
  await expect(panel.getByTestId('lottery-prizes').locator('li')).toHaveCount(4);
  await expect(panel.getByTestId('lottery-commitment')).toHaveAttribute('data-commitment', /^[0-9a-f]{64}$/);
  const records = page.getByTestId('lottery-record');
  await expect(page.locator('[data-testid="lottery-record"][data-revealed="true"]').nth(2)).toBeVisible();
  const listed = await records.count();
  await expectNoSeriousAxeViolations(page);

  // The running round's welcome chance: a retry of this journey in the same round has spent it.
  const drawButton = panel.getByTestId('lottery-draw');
  if (info.retry === 0) await expect(drawButton).toBeEnabled();
  if (await drawButton.isEnabled()) {
    await drawButton.click();
    const result = page.getByTestId('lottery-result');
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('data-outcome', /^(prize|thanks)$/);
    await result.getByTestId('lottery-result-close').click();
    await expect(records).toHaveCount(listed + 1);
    await expect(panel.getByTestId('lottery-chances')).toHaveAttribute('data-count', '0');
    await expect(drawButton).toBeDisabled();

    // The new draw's round is still running: its check says when it can be made.
    const newest = records.first();
    await expect(newest).toHaveAttribute('data-revealed', 'false');
    await newest.getByTestId('lottery-record-check').click();
    await expect(page).toHaveURL(/\?drawId=\d+$/);
    await expect(page.getByTestId('lottery-verdict')).toHaveAttribute('data-state', 'pending');
    await page.getByTestId('lottery-verify-close').click();
    await expect(page.getByTestId('lottery-verify')).toBeHidden();
  }

  // A draw of the earlier round: recomputed here from its revealed seed.
  const earlier = page.locator('[data-testid="lottery-record"][data-revealed="true"]').first();
  await earlier.getByTestId('lottery-record-check').click();
  const verdict = page.getByTestId('lottery-verdict');
  await expect(verdict).toHaveAttribute('data-state', 'verified');
  await expect(verdict.locator('li[data-ok="true"]')).toHaveCount(4);
  await expectNoSeriousAxeViolations(page);
  expect(failures).toEqual([]);
});
