import type { Locator, Page } from '@playwright/test';

/** Holds the app's code back until the returned function is called: what shows is the server's HTML alone. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where an element's box lies, in whole pixels. */
export async function boxOf(locator: Locator): Promise<number[] | null> {
  const box = await locator.boundingBox();
  return box && [box.x, box.y, box.width, box.height].map(Math.round);
}
