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

/** The test id of the dialog each turn brings up, and of its close button. */
const TURN_DIALOGS: Readonly<Record<string, { dialog: string; close: string }>> = {
  redPacket: { dialog: 'red-packet-dialog', close: 'red-packet-close' },
  campaign: { dialog: 'home-popup', close: 'home-popup-close' },
};

/**
 * Waits for the home's decision and, when it brought something up, for its dialog to have come
 * (its code loads after the decision), then closes it (a journey's handler may have closed it
 * already) and answers the turn. After this nothing comes up by itself over the home of this
 * visit to take a tap or the focus a journey gave.
 */
export async function dismissHomePopups(page: Page): Promise<string | null> {
  const turn = await homePopupTurn(page);
  const dialogs = turn === null ? undefined : TURN_DIALOGS[turn];
  if (!dialogs) return turn;
  const close = page.getByTestId(dialogs.close);
  await page.removeLocatorHandler(close);
  await expect(page.getByTestId(dialogs.dialog)).toBeAttached({ timeout: 15_000 });
  // A popup ignores taps until it is armed, which a busy machine can make late: tap again until
  // it goes.
  await expect(async () => {
    if (await close.isVisible()) await closeHomePopup(close);
    await expect(close).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return turn;
}
