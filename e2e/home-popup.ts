import type { Locator, Page } from '@playwright/test';

/**
 * The home shows its campaign popup once per device, when browsing starts; journeys about
 * something else close it whenever it stands in the way of their next action. A popup already
 * gone (closed by its own animation or a navigation) needs nothing more.
 */
export async function closeHomePopupWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByTestId('home-popup-close'),
    async (close) => {
      await closeHomePopup(close);
    },
    // While the popup fades out its button is still there: the journey goes on, and the handler
    // comes back if the popup is still in the way of the next action.
    { noWaitAfter: true },
  );
}

/**
 * Closes the popup through its button's click handler. A real click waits for the popup's
 * scale-in animation to settle, which on a busy machine outlasted the journeys' patience; the
 * popup journey itself taps the button for real.
 */
export async function closeHomePopup(close: Locator): Promise<void> {
  await close.dispatchEvent('click').catch(() => undefined);
}
