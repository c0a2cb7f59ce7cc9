import type { Page } from '@playwright/test';

/**
 * The home shows its campaign popup once per device; journeys about something else close it
 * whenever it stands in the way of their next action.
 */
export async function closeHomePopupWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('home-popup-close'), async (close) => {
    await close.click();
  });
}
