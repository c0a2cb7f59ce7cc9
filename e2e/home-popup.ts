import type { Page } from '@playwright/test';

/**
 * The home shows its campaign popup once per device, when browsing starts; journeys about
 * something else close it whenever it stands in the way of their next action. A popup already
 * gone (closed by its own animation or a navigation) needs nothing more.
 */
export async function closeHomePopupWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('home-popup-close'), async (close) => {
    await close.click({ timeout: 3_000 }).catch(() => undefined);
  });
}
