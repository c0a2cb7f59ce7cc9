import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the home brings up by itself on a visit: the red packet (the demo's is BIG_IMAGE, so it
 * comes up on the first visit of a session) or, on a later visit, the campaign popup for guests.
 * Journeys about something else close either whenever it stands in the way of their next
 * action. One already gone (closed by its own animation or a navigation) needs nothing more.
 */
export async function closeHomePopupWhenShown(page: Page): Promise<void> {
  for (const testId of ['home-popup-close', 'red-packet-close']) {
    await page.addLocatorHandler(
      page.getByTestId(testId),
      async (close) => {
        await closeHomePopup(close);
      },
      // While the popup fades out its button is still there: the journey goes on, and the handler
      // comes back if the popup is still in the way of the next action.
      { noWaitAfter: true },
    );
  }
}

/**
 * Closes a popup through its button's click handler, once the button takes taps (a popup that
 * came up by itself ignores them for its first 400 ms). A real click waits for the popup's
 * scale-in animation to settle, which on a busy machine outlasted the journeys' patience; the
 * popup journeys themselves tap the buttons for real.
 */
export async function closeHomePopup(close: Locator): Promise<void> {
  await expect(close)
    .toHaveAttribute('data-armed', 'true', { timeout: 2_000 })
    .catch(() => undefined);
  await close.dispatchEvent('click').catch(() => undefined);
}

/** What the home decided to bring up on this visit, once it has decided. */
export async function homePopupTurn(page: Page): Promise<string | null> {
  const marker = page.getByTestId('home-popups');
  await expect(marker).toHaveAttribute('data-turn', /^(redPacket|campaign|none)$/);
  return marker.getAttribute('data-turn');
}
